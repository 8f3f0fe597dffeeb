import { Calendar, Download, Eye, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { uploadUrl } from '@/config/paths';
import type { components } from '@/types/api.gen';
import { profileLine, rowDate } from '../lib/applicants-state';
import { StatusBadge } from '@/components/application-status-badge';
import { ApplicantAvatar } from './applicant-parts';

type Application = components['schemas']['ApplicationView'];

/** The résumé of an application, opened in a new tab (spec §7 "Resume download"). */
export function ResumeLink({ application, label, size = 'sm' }: { application: Application; label: string; size?: 'sm' | 'md' }) {
  const file = application.resume || application.applicant.resume;
  if (!file) return null;
  return (
    <a
      href={uploadUrl(file)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('outline', size)}
      aria-label={`${label} of ${application.applicant.name}`}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {label}
    </a>
  );
}

/** One applicant: avatar or initials, name, email, applied date, status, Resume, View Profile. */
export function ApplicantRow({ application, onView }: { application: Application; onView: () => void }) {
  const { applicant } = application;
  const applied = rowDate(application.createdAt);
  const about = profileLine(applicant.profile);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-5">
      <div className="flex min-w-0 items-center gap-3.5">
        <ApplicantAvatar name={applicant.name} fileName={applicant.avatar} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <p className="truncate font-semibold text-slate-900">{applicant.name}</p>
            <StatusBadge status={application.status} />
          </div>
          <p className="truncate text-sm text-slate-600">{applicant.email}</p>
          {about ? (
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
              <MapPin className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">{about}</span>
            </p>
          ) : null}
          {applied ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
              <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
              Applied <span className="font-medium text-slate-700">{applied}</span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <ResumeLink application={application} label="Resume" />
        <Button variant="secondary" size="sm" onClick={onView} aria-label={`View Profile of ${applicant.name}`}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          View Profile
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
