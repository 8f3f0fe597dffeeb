import { RefreshCw, ScrollText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { jobPath } from '@/lib/jobs';
import { richText } from '@/lib/rich-text';
import { useAuditLog } from '../api/get-audit-log';
import { auditAction, formatDateTime, type AuditEntry } from '../lib/moderation';
import { ToneBadge } from './tone-badge';

/** The audit log: every moderation action, newest first: who, what, on which job or employer, why, when. */
export function AuditPanel() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  const entries = log.data?.entries;

  if (log.isError && !log.isFetching) {
    return (
      <ErrorState
        title={t('audit.failedTitle')}
        message={t('audit.loadFailed')}
        retryLabel={t('console.retry')}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (!entries) return <AuditSkeletons label={t('audit.loading')} />;
  if (entries.length === 0) {
    return (
      <EmptyState title={t('audit.emptyTitle')} icon={ScrollText}>
        {t('audit.emptyText')}
      </EmptyState>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">{t('audit.count', { count: entries.length })}</p>
        <Button variant="ghost" size="sm" onClick={() => void log.refetch()} isLoading={log.isFetching}>
          {log.isFetching ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          {t('audit.refresh')}
        </Button>
      </div>
      <ol
        aria-label={t('audit.label')}
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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const action = auditAction(entry.action, t);
  const when = formatDateTime(entry.at, language);
  return (
    <li className="grid grid-cols-1 gap-2 px-4 py-3.5 sm:px-5 md:grid-cols-[11rem_minmax(0,1fr)_13rem] md:gap-4">
      <div>
        <ToneBadge tone={action.tone}>{action.english ? <span lang="en">{action.label}</span> : action.label}</ToneBadge>
      </div>
      <div className="min-w-0 text-sm">
        {entry.jobId && entry.jobTitle ? (
          <Link
            to={jobPath({ _id: entry.jobId, title: entry.jobTitle })}
            translate="no"
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {entry.jobTitle}
          </Link>
        ) : null}
        {entry.employerName ? (
          <p className={entry.jobTitle ? 'text-slate-600' : 'font-medium text-slate-900'}>
            {entry.jobTitle ? `${t('audit.employer')} ` : null}
            <span translate="no">{entry.employerName}</span>
          </p>
        ) : null}
        {entry.message ? (
          <p translate="no" className="mt-1.5 border-l-2 border-slate-200 pl-3 text-slate-700">
            “{entry.message}”
          </p>
        ) : null}
      </div>
      <div className="text-xs text-slate-500 md:text-right">
        <p className="break-all">
          {richText(t('audit.by'), {
            admin: () => (
              <span translate="no" className="font-medium text-slate-700">
                {entry.admin}
              </span>
            ),
          })}
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

function AuditSkeletons({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
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
