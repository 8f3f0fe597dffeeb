// The app's toasts: `toast.success(message, options)`, `toast.error`, `toast.info`. A tiny store
// read by <AppToaster/> (components/ui/toaster.tsx) with useSyncExternalStore; written for the
// few things the screens need (a kind, a description, a duration, an id that replaces a toast
// with the same id) instead of a toast library in every page's first load.
import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export type ToastOptions = {
  /** A second line (text, or a link). */
  description?: ReactNode;
  /** How long it stays, in ms (default 4 s). */
  duration?: number;
  /** A toast with the same id replaces this one instead of stacking. */
  id?: string;
};

type Toast = { id: string; kind: ToastKind; message: ReactNode; description?: ReactNode; duration: number };

export const DEFAULT_DURATION_MS = 4000;
/** More than this many at once: the oldest go. */
const MAX_TOASTS = 4;

let toasts: Toast[] = [];
let next = 0;
const listeners = new Set<() => void>();
/** A toast's timer: running (its handle and when it ends) or paused (the time it has left). */
type Timer = { handle: ReturnType<typeof setTimeout>; ends: number } | { handle: null; left: number };
const timers = new Map<string, Timer>();

function start(id: string, ms: number) {
  timers.set(id, { handle: setTimeout(() => dismiss(id), ms), ends: Date.now() + ms });
}

/**
 * Stops the toast `id`'s clock while the pointer is on it or focus is inside it, so a message
 * being read or reached for does not go (WCAG 2.2.1); `resume` gives it the time it had left.
 */
export function pause(id: string) {
  const timer = timers.get(id);
  if (!timer || timer.handle === null) return;
  clearTimeout(timer.handle);
  timers.set(id, { handle: null, left: Math.max(0, timer.ends - Date.now()) });
}

export function resume(id: string) {
  const timer = timers.get(id);
  if (!timer || timer.handle !== null) return;
  start(id, timer.left);
}

const emit = () => listeners.forEach((listener) => listener());

/** Removes the toast `id` (its close button, or its time is up). */
export function dismiss(id: string) {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++next}`;
  const duration = options.duration ?? DEFAULT_DURATION_MS;
  const item: Toast = { id, kind, message, description: options.description, duration };
  const existing = toasts.some((t) => t.id === id);
  toasts = existing ? toasts.map((t) => (t.id === id ? item : t)) : [...toasts, item].slice(-MAX_TOASTS);
  const old = timers.get(id);
  if (old?.handle) clearTimeout(old.handle);
  start(id, duration);
  emit();
  return id;
}

export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  dismiss,
};

/** For useSyncExternalStore. */
export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const currentToasts = () => toasts;
