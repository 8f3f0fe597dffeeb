import { useState } from 'react';
import { uploadUrl } from '@/config/paths';
import { initials, statusLabel, statusTone, type StatusTone } from '../lib/applicants-state';

const TONE_CLASSES: Record<StatusTone, string> = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
};

/** An application's status as a coloured chip (spec §3's colours). */
export function StatusBadge({ status, className = '' }: { status: string | null | undefined; className?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        TONE_CLASSES[statusTone(status)]
      } ${className}`}
    >
      {statusLabel(status)}
    </span>
  );
}

const SIZES = { md: 'h-11 w-11 text-sm', lg: 'h-16 w-16 text-xl' } as const;

/** The applicant's picture, or their initials (spec §2.17). Decorative: the name is beside it. */
export function ApplicantAvatar({
  name,
  fileName,
  size = 'md',
}: {
  name: string;
  fileName?: string | null;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (fileName && failed !== fileName) {
    return (
      <img
        src={uploadUrl(fileName)}
        alt=""
        onError={() => setFailed(fileName)}
        className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white`}
    >
      {initials(name)}
    </span>
  );
}
