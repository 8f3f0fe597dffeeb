import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { currentToasts, dismiss, pause, resume, subscribeToasts, type ToastKind } from '@/lib/toast';
import { useTranslation } from '@/lib/i18n';
import { toastHost } from '@/lib/toast-layer';

const TONES: Record<ToastKind, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
};
const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/**
 * The app's one toaster (lib/toast). It renders into the toast host (see lib/toast-layer), which
 * open modal dialogs adopt, so toasts always show above dialogs; it sits below the 64 px header,
 * so a toast never covers the logo, the navigation or the greeting, on phones as on desktops.
 * New toasts are announced politely (the page's own alerts say what went wrong in place); a
 * toast stays while it is pointed at or focused.
 */
export function AppToaster() {
  const { t: words } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return createPortal(
    <section
      aria-label={words('ui.notifications')}
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-3 top-[72px] z-[1000] flex justify-center sm:inset-x-0 sm:top-[76px]"
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((t) => {
          const Icon = ICONS[t.kind];
          return (
            <li
              key={t.id}
              // Which kind of message it is (an error, or a prompt or success), for tests to tell.
              data-kind={t.kind}
              // Its clock stops while it is pointed at or holds focus (its close button). A
              // pointer moved onto it, not one it slid under (another toast closed above it).
              // Either one keeps it: the pointer leaving a focused toast, or focus leaving a
              // pointed-at one, does not restart the clock.
              onPointerMove={() => pause(t.id)}
              onPointerLeave={(e) => {
                if (!e.currentTarget.contains(document.activeElement)) resume(t.id);
              }}
              onFocus={() => pause(t.id)}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget) && !e.currentTarget.matches(':hover')) resume(t.id);
              }}
              className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 font-sans text-sm shadow-lg motion-safe:animate-[toast-in_160ms_ease-out] ${TONES[t.kind]}`}
            >
              <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{t.message}</p>
                {t.description ? <div className="mt-1">{t.description}</div> : null}
              </div>
              <button
                type="button"
                onClick={() => dismiss(t.id)}
                aria-label={words('ui.closeToast')}
                className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
    </section>,
    toastHost(),
  );
}
