import { useEffect, useId, useState, type ReactNode } from 'react';
import { Briefcase, Clock, MapPin, Rocket, Search, Sparkles, UserSearch, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Head } from '@/components/ui/head';
import { useTranslation } from '@/lib/i18n';
import { EMPTY_FILTERS, EXPERIENCE_OPTIONS, POPUP_MS, type CandidateFilters } from '../lib/candidate-filter';

const fieldClasses =
  'h-11 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

function Field({ label, icon: Icon, children }: { label: string; icon: typeof Search; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Icon
          className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        {children(id)}
      </div>
    </div>
  );
}

/** Candidate search (/candidate-filter, spec §2.19): a placeholder until the feature launches. */
export function CandidateFilter() {
  const { t } = useTranslation('candidateFilter');
  const [filters, setFilters] = useState<CandidateFilters>(EMPTY_FILTERS);
  const [popup, setPopup] = useState(false);
  const set = (key: keyof CandidateFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  // Spec §9: the popup closes by itself after 3 seconds.
  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup(false), POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  return (
    <div className="mx-auto max-w-5xl">
      <Head title={t('title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>

      <div className="mt-6 flex items-center gap-4 rounded-2xl border border-brand-200 bg-linear-to-r from-brand-50 to-white p-5">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Rocket className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <p className="text-lg font-semibold text-brand-900">{t('soonTitle')}</p>
          <p className="text-sm text-slate-600">{t('soonText')}</p>
        </div>
      </div>

      <form
        aria-label={t('form')}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          setPopup(true);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('position')} icon={Briefcase}>
            {(id) => (
              <input
                id={id}
                type="text"
                value={filters.position}
                onChange={set('position')}
                placeholder={t('positionPlaceholder')}
                disabled
                className={fieldClasses}
              />
            )}
          </Field>
          <Field label={t('skills')} icon={Sparkles}>
            {(id) => (
              <input
                id={id}
                type="text"
                value={filters.skills}
                onChange={set('skills')}
                placeholder={t('skillsPlaceholder')}
                disabled
                className={fieldClasses}
              />
            )}
          </Field>
          <Field label={t('location')} icon={MapPin}>
            {(id) => (
              <input
                id={id}
                type="text"
                value={filters.location}
                onChange={set('location')}
                placeholder={t('locationPlaceholder')}
                disabled
                className={fieldClasses}
              />
            )}
          </Field>
          <Field label={t('experience')} icon={Clock}>
            {(id) => (
              <select id={id} value={filters.experience} onChange={set('experience')} disabled className={fieldClasses}>
                {EXPERIENCE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(`experienceOptions.${option.label}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setFilters(EMPTY_FILTERS)}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('clear')}
          </Button>
          <Button type="submit">
            <Search className="h-4 w-4" aria-hidden="true" />
            {t('search')}
          </Button>
        </div>
      </form>

      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UserSearch className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-4 max-w-md text-sm text-slate-600">
          {t('note')}
        </p>
      </div>

      <Dialog
        open={popup}
        onClose={() => setPopup(false)}
        title={t('popupTitle')}
        description={t('popupText')}
      >
        <div className="flex justify-end">
          <Button onClick={() => setPopup(false)}>{t('ok')}</Button>
        </div>
      </Dialog>
    </div>
  );
}
