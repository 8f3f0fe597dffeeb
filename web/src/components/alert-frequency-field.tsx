import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { labelClasses } from '@/components/ui/field-styles';
import { alertFrequencies } from '@/lib/alerts';
import { useTranslation } from '@/lib/i18n';

/**
 * How often a job alert mails: three radio cards, each saying when its mail comes. Shared by the
 * dialogs that create an alert (find jobs) and edit one (the Alerts page).
 */
export function AlertFrequencyField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={`${labelClasses} mb-1.5`}>{t('alerts.howOften')}</legend>
      <div className="space-y-2">
        {alertFrequencies(t).map((frequency) => (
          <label
            key={frequency.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100"
          >
            <input
              type="radio"
              value={frequency.value}
              aria-describedby={`${id}-${frequency.value}`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700 focus:outline-none"
              {...registration}
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{frequency.label}</span>
              {/* Its description (aria-describedby), not part of its name. */}
              <span id={`${id}-${frequency.value}`} aria-hidden="true" className="block text-xs leading-snug text-slate-600">
                {frequency.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
