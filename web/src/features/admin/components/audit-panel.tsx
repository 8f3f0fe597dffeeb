import { RefreshCw, ScrollText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { jobPath } from '@/lib/jobs';
import { useAuditLog } from '../api/get-audit-log';
import { auditAction, formatDateTime, plural, type AuditEntry } from '../lib/moderation';
import { ToneBadge } from './tone-badge';

const LOAD_FAILED = 'Could not load the audit log. Please try again.';

/** The audit log: every moderation action, newest first: who, what, on which job or employer, why, when. */
export function AuditPanel() {
  const log = useAuditLog();
  const entries = log.data?.entries;

  if (log.isError && !log.isFetching) {
    return <ErrorState title="The audit log did not load" message={LOAD_FAILED} onRetry={() => void log.refetch()} />;
  }
  if (!entries) return <AuditSkeletons />;
  if (entries.length === 0) {
    return (
      <EmptyState title="No actions yet" icon={ScrollText}>
        Every approval, rejection and suspension is listed here, with who took it, the message and when.
      </EmptyState>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">{plural(entries.length, 'action')}, newest first</p>
        <Button variant="ghost" size="sm" onClick={() => void log.refetch()} isLoading={log.isFetching}>
          {log.isFetching ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          Refresh
        </Button>
      </div>
      <ol
        aria-label="Audit log"
        className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      >
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ol>
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const action = auditAction(entry.action);
  const when = formatDateTime(entry.at);
  return (
    <li className="grid grid-cols-1 gap-2 px-4 py-3.5 sm:px-5 md:grid-cols-[11rem_minmax(0,1fr)_13rem] md:gap-4">
      <div>
        <ToneBadge tone={action.tone}>{action.label}</ToneBadge>
      </div>
      <div className="min-w-0 text-sm">
        {entry.jobId && entry.jobTitle ? (
          <Link
            to={jobPath({ _id: entry.jobId, title: entry.jobTitle })}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {entry.jobTitle}
          </Link>
        ) : null}
        {entry.employerName ? (
          <p className={entry.jobTitle ? 'text-slate-600' : 'font-medium text-slate-900'}>
            {entry.jobTitle ? 'Employer: ' : null}
            {entry.employerName}
          </p>
        ) : null}
        {entry.message ? <p className="mt-1.5 border-l-2 border-slate-200 pl-3 text-slate-700">“{entry.message}”</p> : null}
      </div>
      <div className="text-xs text-slate-500 md:text-right">
        <p className="break-all">
          by <span className="font-medium text-slate-700">{entry.admin}</span>
        </p>
        {when ? (
          <time dateTime={entry.at} className="mt-0.5 block">
            {when}
          </time>
        ) : null}
      </div>
    </li>
  );
}

function AuditSkeletons() {
  return (
    <LoadingRegion label="Loading the audit log" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {Array.from({ length: 5 }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="grid grid-cols-1 gap-2 border-b border-slate-100 px-4 py-4 last:border-b-0 sm:px-5 md:grid-cols-[11rem_minmax(0,1fr)_13rem] md:gap-4"
        >
          <Skeleton className="h-5 w-24 rounded-full" />
          <div className="space-y-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
          <div className="space-y-1.5 md:flex md:flex-col md:items-end">
            <Skeleton className="h-3 w-36" />
            <Skeleton className="h-3 w-28" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
