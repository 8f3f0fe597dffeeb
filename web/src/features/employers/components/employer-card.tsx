import { useId } from 'react';
import { ArrowRight, BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { VerifiedBadge } from '@/components/verified-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import type { components } from '@/types/api.gen';
import { employerDisplayName, employerPlace } from '../lib/employers';

type Employer = components['schemas']['EmployerView'];

const FRAME = 'relative flex h-full min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs';

/**
 * One employer (spec §2.20): logo or placeholder, company name, location, 'Employer' and View
 * Profile. An <article> named by the company; the whole card opens /employer/{id} through its
 * one link (stretched over the card), so keyboard and screen readers meet a single stop.
 */
export function EmployerCard({ employer }: { employer: Employer }) {
  const { t } = useTranslation('employers');
  const nameId = useId();
  const name = employerDisplayName(employer);
  const place = employerPlace(employer);
  return (
    <article
      aria-labelledby={nameId}
      className={`${FRAME} group transition-shadow focus-within:ring-2 focus-within:ring-brand-600/40 hover:border-brand-200 hover:shadow-md`}
    >
      <div className="flex items-start gap-4">
        <CompanyLogo name={name} fileName={employer.companyLogo} size="lg" />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id={nameId} translate="no" className="line-clamp-2 break-words text-base font-semibold leading-snug text-slate-900">
            {name}
          </h2>
          <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {place ? (
              <span translate="no" className="truncate">
                {place}
              </span>
            ) : (
              <span className="truncate">{t('card.noLocation')}</span>
            )}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-1 items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-600/15">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {t('card.employer')}
          </span>
          {employer.verified ? <VerifiedBadge /> : null}
        </div>
        <Link
          to={`/employer/${encodeURIComponent(employer._id)}`}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:text-brand-800"
        >
          {t('card.viewProfile')}
          <span className="sr-only">
            {' '}
            {richText(t('card.viewProfileOf'), { name: () => <span translate="no">{name}</span> })}
          </span>
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** The outline of an employer card while employers load, in the card's sizes. */
export function EmployerCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="employer-card-skeleton" className={FRAME}>
      <div className="flex items-start gap-4">
        <Skeleton className="h-16 w-16 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1 space-y-2.5 pt-1.5">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3.5 w-1/2" />
        </div>
      </div>
      <div className="mt-5 flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-4 w-24" />
      </div>
    </div>
  );
}
