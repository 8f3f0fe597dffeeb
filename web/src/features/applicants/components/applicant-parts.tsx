import { useState } from 'react';
import { uploadUrl } from '@/config/paths';
import { initials } from '../lib/applicants-state';

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
      translate="no"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white`}
    >
      {initials(name)}
    </span>
  );
}
