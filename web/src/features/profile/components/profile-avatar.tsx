import { useState } from 'react';
import { uploadUrl } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** The profile's large picture: the uploaded avatar, or the name's first letter (as components/ui/avatar). */
export function ProfileAvatar({ name, fileName }: { name: string; fileName?: string | null }) {
  const { t } = useTranslation('profile');
  const [failed, setFailed] = useState<string | null>(null);
  const frame = 'h-20 w-20 shrink-0 rounded-full ring-4 ring-brand-50';
  if (fileName && failed !== fileName) {
    return (
      <img
        src={uploadUrl(fileName)}
        alt={t('photo.alt', { name })}
        onError={() => setFailed(fileName)}
        className={`${frame} object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} inline-flex items-center justify-center bg-brand-100 text-3xl font-semibold text-brand-800`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
