import { useState } from 'react';
import { uploadUrl } from '@/config/paths';

const SIZES = {
  sm: 'h-10 w-10 text-base',
  md: 'h-12 w-12 text-lg',
  lg: 'h-16 w-16 text-2xl',
} as const;

// Placeholders differ by company, so a list of logo-less employers does not read as one block.
const TINTS = [
  'bg-brand-50 text-brand-700',
  'bg-sky-50 text-sky-700',
  'bg-emerald-50 text-emerald-700',
  'bg-amber-50 text-amber-700',
  'bg-rose-50 text-rose-700',
  'bg-violet-50 text-violet-700',
] as const;

const tintOf = (name: string) => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length];
};

type CompanyLogoProps = {
  /** The company's name: the placeholder shows its first letter. */
  name: string;
  /** The stored logo's file name (served at /uploads/{file}), if any. */
  fileName?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
};

/**
 * A company's logo, or the first letter of its name on a tint when it has none or the file does
 * not load. Decorative: the company's name is always written beside it.
 */
export function CompanyLogo({ name, fileName, size = 'md', className = '' }: CompanyLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = `${SIZES[size]} shrink-0 overflow-hidden rounded-xl border border-slate-200 ${className}`;
  if (fileName && failed !== fileName) {
    return (
      <span className={`${frame} flex items-center justify-center bg-white p-1`}>
        <img
          src={uploadUrl(fileName)}
          alt=""
          loading="lazy"
          onError={() => setFailed(fileName)}
          className="h-full w-full object-contain"
        />
      </span>
    );
  }
  return (
    <span aria-hidden="true" translate="no" className={`${frame} flex items-center justify-center font-semibold ${tintOf(name)}`}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
