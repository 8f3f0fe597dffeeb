import type { Role } from '@/types/api';

// Spec §3 Browser storage: the pending verification email and the pending registration are
// kept until verification succeeds. Passwords are never stored.
const EMAIL_KEY = 'pendingVerificationEmail';
const DATA_KEY = 'pendingUserData';

export type PendingSignup = {
  name: string;
  email: string;
  role: Role;
  companyName?: string;
  avatar?: string;
  companyLogo?: string;
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

export function readPendingSignup(): PendingSignup | null {
  const raw = storage()?.getItem(DATA_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignup;
  } catch {
    return null;
  }
}

export const readPendingEmail = () => storage()?.getItem(EMAIL_KEY) ?? null;

export function clearPendingSignup() {
  storage()?.removeItem(EMAIL_KEY);
  storage()?.removeItem(DATA_KEY);
}
