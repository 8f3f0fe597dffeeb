import { Info } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/**
 * Shown when the server runs in development mode: mail is not sent but written to the server's
 * mail folder (`.data/mail/`), so the user knows why no e-mail arrives.
 */
export function DevMailNote() {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-left text-sm text-amber-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t('devMail')}</span>
    </p>
  );
}
