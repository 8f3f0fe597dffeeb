import { useState } from 'react';
import { uploadUrl } from '@/config/paths';

const SIZES = { sm: 'h-8 w-8 text-sm', md: 'h-10 w-10 text-base', lg: 'h-14 w-14 text-xl' } as const;

/** The user's uploaded picture, or the first letter of their name on a brand tint. */
export function Avatar({ name, fileName, size = 'md' }: { name: string; fileName?: string | null; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (fileName && !failed) {
    return (
      <img
        src={uploadUrl(fileName)}
        alt=""
        onError={() => setFailed(true)}
        className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white`}
    >
      {initial}
    </span>
  );
}
