import { useEffect, useRef } from 'react';
import { OctagonX } from 'lucide-react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useReasonText } from '@/lib/moderation';
import type { Refusal } from '../lib/moderation';

/**
 * A posting the scam-risk check refused (issue 29), beside Publish: the sentence and what to
 * remove, as a list. It takes focus when it appears, so the person hears why nothing was
 * published; the form keeps every value.
 */
export function PostingRefused({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('postJob');
  const language = useLanguage();
  const reasonText = useReasonText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [refusal]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3.5 text-sm text-red-900 focus:outline-none sm:px-5"
    >
      <OctagonX className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0">
        {/* In English the API's sentence; the API speaks only English. */}
        <p className="font-semibold">{language === 'en' ? refusal.message : t('refusal.title')}</p>
        {refusal.reasons.length > 0 ? (
          <>
            <p className="mt-1">{t('refusal.remove')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
              {refusal.reasons.map((reason) => (
                // A reason of a rule the app does not know reads as the API wrote it.
                <li key={reason} lang={reasonText(reason) === null ? 'en' : undefined}>
                  {reasonText(reason) ?? reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="mt-2 text-red-800">{t('refusal.editAgain')}</p>
      </div>
    </div>
  );
}
