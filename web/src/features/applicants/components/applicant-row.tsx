import { Calendar, Download, Eye, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { uploadUrl } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import type { components } from '@/types/api.gen';
import { profileLine, rowDate } from '../lib/applicants-state';
import { StatusBadge } from '@/components/application-status-badge';
import { ApplicantAvatar } from './applicant-parts';

type Application = components['schemas']['ApplicationView'];

/** The applicant's name inside a sentence, as they wrote it. */
const nameOf = (application: Application) => () => <span translate="no">{application.applicant.name}</span>;

/**
 * The résumé of an application, opened in a new tab (spec §7 "Resume download"). `label` shows;
 * `fullLabel` ('Resume of <name/>') is what a screen reader hears.
 */
export function ResumeLink({
  application,
  label,
  fullLabel,
  size = 'sm',
}: {
  application: Application;
  label: string;
  fullLabel: string;
  size?: 'sm' | 'md';
}) {
  const file = application.resume || application.applicant.resume;
  if (!file) return null;
  return (
    <a
      href={uploadUrl(file)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('outline', size)}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{richText(fullLabel, { name: nameOf(application) })}</span>
    </a>
  );
}

/** One applicant: avatar or initials, name, email, applied date, status, Resume, View Profile. */
export function ApplicantRow({ application, onView }: { application: Application; onView: () => void }) {
  const { t } = useTranslation('applicants');
  const { applicant } = application;
  const applied = rowDate(application.createdAt);
  const about = profileLine(applicant.profile, t);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-5">
      <div className="flex min-w-0 items-center gap-3.5">
        <ApplicantAvatar name={applicant.name} fileName={applicant.avatar} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <p translate="no" className="truncate font-semibold text-slate-900">
              {applicant.name}
            </p>
            <StatusBadge status={application.status} />
          </div>
          <p translate="no" className="truncate text-sm text-slate-600">
            {applicant.email}
          </p>
          {about ? (
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
              <MapPin className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">
                {about.place ? (
                  <>
                    <span translate="no">{about.place}</span> ·{' '}
                  </>
                ) : null}
                {about.experience}
              </span>
            </p>
          ) : null}
          {applied ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
              <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
              <span>
                {richText(t('row.applied'), { date: () => <span className="font-medium text-slate-700">{applied}</span> })}
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <ResumeLink application={application} label={t('row.resume')} fullLabel={t('row.resumeOf')} />
        <Button variant="secondary" size="sm" onClick={onView}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{t('row.viewProfile')}</span>
          <span className="sr-only">{richText(t('row.viewProfileOf'), { name: nameOf(application) })}</span>
        </Button>
      </div>
    </div>
  );
}

export function ApplicantRowSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-5"
    >
      <div className="flex items-center gap-3.5">
        <Skeleton className="h-11 w-11 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-44" />
          <Skeleton className="h-3.5 w-56 max-w-full" />
          <Skeleton className="h-3 w-28" />
        </div>
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 w-24 rounded-lg" />
        <Skeleton className="h-9 w-32 rounded-lg" />
      </div>
    </div>
  );
}
