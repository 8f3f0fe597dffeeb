import type { Role } from '@/types/api';

// Spec §3 Browser storage: the pending verification email and the pending registration are
// kept until verification succeeds. Passwords are never stored.
const EMAIL_KEY = 'pendingVerificationEmail';
const DATA_KEY = 'pendingUserData';

export type PendingSignup = {
  name: string;
  email: string;
  role: Role;
  /** The register reply's id of this sign-up, sent with Resend. */
  registrationId?: string;
  companyName?: string;
  avatar?: string;
  companyLogo?: string;
  /** The server's resend cooldown when the last code was asked for, and when (epoch ms) it answered. */
  cooldownSeconds?: number;
  cooldownFrom?: number;
  /** The server writes mail to its folder instead of sending it (development). */
  devMode?: boolean;
  /** Where the person was before signing up (a job they tapped Apply on), to go back after verifying. */
  returnTo?: string;
};

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function savePendingSignup(data: PendingSignup) {
  storage()?.setItem(EMAIL_KEY, data.email);
  storage()?.setItem(DATA_KEY, JSON.stringify(data));
}

function readPendingSignup(): PendingSignup | null {
  const raw = storage()?.getItem(DATA_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignup;
  } catch {
    return null;
  }
}

/** The pending sign-up waiting for `email`'s code, if this tab started it. */
export function readPendingSignupFor(email: string): PendingSignup | null {
  const pending = readPendingSignup();
  return pending && pending.email.toLowerCase() === email.toLowerCase() ? pending : null;
}

/** Seconds of `pending`'s resend cooldown still to run at `now` (0 when over or unknown). */
export function cooldownLeft(pending: Pick<PendingSignup, 'cooldownSeconds' | 'cooldownFrom'> | null, now: number): number {
  if (!pending || typeof pending.cooldownSeconds !== 'number' || typeof pending.cooldownFrom !== 'number') return 0;
  const elapsed = Math.max(0, now - pending.cooldownFrom) / 1000;
  return Math.max(0, Math.ceil(pending.cooldownSeconds - elapsed));
}

/** A cooldown of `seconds` the server announced at `now`, as stored with the pending sign-up. */
export const cooldownStamp = (seconds: number, now = Date.now()) => ({ cooldownSeconds: seconds, cooldownFrom: now });

/** Records a cooldown the server announced for `email`'s code (a resend, or a 429). */
export function recordCooldown(email: string, seconds: number, now = Date.now()) {
  const pending = readPendingSignupFor(email);
  if (pending) savePendingSignup({ ...pending, ...cooldownStamp(seconds, now) });
}

export const readPendingEmail = () => storage()?.getItem(EMAIL_KEY) ?? null;

export function clearPendingSignup() {
  storage()?.removeItem(EMAIL_KEY);
  storage()?.removeItem(DATA_KEY);
}
