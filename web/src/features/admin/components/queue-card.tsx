import { useId } from 'react';
import { Ban, CircleCheck, Flag, ShieldAlert, UserRound, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { formatDate, formatNumber, useSalaryWords } from '@/lib/format';
import { hasText, useLanguage, useTranslation, type Translate } from '@/lib/i18n';
import { companyDisplayName, jobPath, jobPlace, jobSalary } from '@/lib/jobs';
import { formatDateTime, postedWords, reportTally, reviewBadge, riskTone, type QueueItem } from '../lib/moderation';
import { ToneBadge } from './tone-badge';

type QueueCardProps = {
  item: QueueItem;
  /** Approve is on its way for this item. */
  approving: boolean;
  onApprove: (item: QueueItem) => void;
  onReject: (item: QueueItem) => void;
  onSuspend: (item: QueueItem) => void;
};

/**
 * One job of the moderation queue: why it is here (the check's signals, the reports), the
 * posting itself, its employer's history, and the decisions.
 */
export function QueueCard({ item, approving, onApprove, onReject, onSuspend }: QueueCardProps) {
  const titleId = useId();
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const words = useCatalogueWords();
  const salaryWords = useSalaryWords();
  const { job, employer, reports, signals } = item;
  const badge = reviewBadge(item.review, t);
  const posted = postedWords(job.createdAt, t);
  const joined = formatDate(employer.joinedAt, 'MMMM YYYY', language);

  return (
    <article aria-labelledby={titleId} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
        <ToneBadge tone={riskTone(item.riskScore)}>{t('card.riskScore', { score: item.riskScore })}</ToneBadge>
        {job.isClosed ? <ToneBadge tone="slate">{t('card.closed')}</ToneBadge> : null}
        {posted ? (
          <time dateTime={job.createdAt} className="text-xs text-slate-500 sm:ml-auto">
            {posted}
          </time>
        ) : null}
      </div>

      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        <Link to={jobPath(job)} translate="no" className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        <span translate="no">{companyDisplayName(job.company)}</span> <span aria-hidden="true">·</span>{' '}
        <span translate="no">{jobPlace(job)}</span>
      </p>

      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0 space-y-4">
          <section aria-label={t('card.checkFound')}>
            <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <ShieldAlert className="h-4 w-4 text-amber-600" aria-hidden="true" />
              {t('card.checkFound')}
            </h4>
            {signals.length > 0 ? (
              <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
                {signals.map((signal) => (
                  <li key={signal.id} className="flex gap-2">
                    <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
                    <SignalReason signal={signal} t={t} english={language === 'en'} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1.5 text-sm text-slate-500">{t('card.nothingFound')}</p>
            )}
          </section>

          <section aria-label={t('card.reports')}>
            <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <Flag className="h-4 w-4 text-red-600" aria-hidden="true" />
              {reports.length > 0 ? t('card.reportsCount', { count: formatNumber(reports.length) }) : t('card.reports')}
            </h4>
            {reports.length > 0 ? (
              <>
                <p className="mt-2 flex flex-wrap gap-1.5">
                  {reportTally(reports, words.reportReason).map((tally) => (
                    <ToneBadge key={tally.reason} tone="orange">
                      {tally.label}
                      {tally.count > 1 ? ` ×${tally.count}` : null}
                    </ToneBadge>
                  ))}
                </p>
                <ul className="mt-3 divide-y divide-slate-100 rounded-xl ring-1 ring-inset ring-slate-200">
                  {reports.map((report, index) => (
                    <li key={`${report.createdAt}-${index}`} className="px-3.5 py-2.5 text-sm">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                        <span className="font-medium text-slate-900">{words.reportReason(report.reason)}</span>
                        <time dateTime={report.createdAt} className="text-xs text-slate-500">
                          {formatDateTime(report.createdAt, language)}
                        </time>
                      </div>
                      {report.details ? (
                        <p translate="no" className="mt-1 text-slate-600">
                          “{report.details}”
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-1.5 text-sm text-slate-500">{t('card.noReports')}</p>
            )}
          </section>

          <details className="group rounded-xl bg-slate-50 ring-1 ring-inset ring-slate-200">
            <summary className="flex min-h-11 cursor-pointer items-center px-3.5 text-sm font-medium text-brand-700 marker:text-slate-400">
              {t('card.readPosting')}
            </summary>
            <div className="space-y-3 border-t border-slate-200 px-3.5 py-3 text-sm text-slate-700">
              <p>
                <span className="font-medium text-slate-900">{jobSalary(job, { words: salaryWords }).text}</span>
                <span aria-hidden="true"> · </span>
                {words.jobType(job.type)} <span aria-hidden="true">·</span>{' '}
                {/* English keeps the API's value, as the console always read it. */}
                {language === 'en' ? job.workMode : words.workMode(job.workMode)}
              </p>
              <p translate="no" className="whitespace-pre-line">
                {job.description}
              </p>
              {job.requirements ? (
                <p className="whitespace-pre-line">
                  <span className="font-medium text-slate-900">{t('card.requirements')} </span>
                  <span translate="no">{job.requirements}</span>
                </p>
              ) : null}
            </div>
          </details>
        </div>

        <section
          aria-label={t('card.employer')}
          className="min-w-0 self-start rounded-xl bg-slate-50 p-3.5 ring-1 ring-inset ring-slate-200"
        >
          <div className="flex items-start justify-between gap-2">
            <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <UserRound className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {t('card.employer')}
            </h4>
            {employer.suspended ? <ToneBadge tone="red">{t('card.suspended')}</ToneBadge> : null}
          </div>
          <p translate="no" className="mt-1.5 break-all text-sm font-medium text-slate-800">
            {employer.email}
          </p>
          {joined ? <p className="text-xs text-slate-500">{t('card.joined', { date: joined })}</p> : null}
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
            <Stat label={t('card.jobs')} value={employer.jobs} />
            <Stat label={t('card.flaggedJobs')} value={employer.flaggedJobs} warn={employer.flaggedJobs > 1} />
            <Stat label={t('card.employerReports')} value={employer.reports} warn={employer.reports > 0} />
          </dl>
        </section>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 sm:flex sm:flex-wrap sm:items-center">
        <Button onClick={() => onApprove(item)} isLoading={approving} className="sm:order-last">
          {approving ? null : <CircleCheck className="h-4 w-4" aria-hidden="true" />}
          {t('card.approve')}
          <span translate="no" className="sr-only">
            {' '}
            {job.title}
          </span>
        </Button>
        <Button
          variant="outline"
          onClick={() => onReject(item)}
          disabled={approving}
          className="hover:border-red-300 hover:bg-red-50 hover:text-red-700 sm:order-2"
        >
          <XCircle className="h-4 w-4" aria-hidden="true" />
          {t('card.reject')}
          <span translate="no" className="sr-only">
            {' '}
            {job.title}
          </span>
        </Button>
        <Button
          variant="ghost"
          onClick={() => onSuspend(item)}
          disabled={approving || employer.suspended}
          className="col-span-2 text-red-700 hover:bg-red-50 hover:text-red-800 sm:order-1 sm:mr-auto"
        >
          <Ban className="h-4 w-4" aria-hidden="true" />
          {employer.suspended ? t('card.employerSuspended') : t('card.suspend')}
          <span translate="no" className="sr-only">
            {' '}
            {employer.email}
          </span>
        </Button>
      </div>
    </article>
  );
}

function Stat({ label, value, warn = false }: { label: string; value: number; warn?: boolean }) {
  // The term first for screen readers; the figure shows above it.
  return (
    <div className="flex flex-col-reverse gap-1 rounded-lg bg-white px-1 py-2 ring-1 ring-inset ring-slate-200">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-lg font-semibold leading-none ${warn ? 'text-red-700' : 'text-slate-900'}`}>{formatNumber(value)}</dd>
    </div>
  );
}

/**
 * What the check found, in the console's language: English reads the server's own words (ops may
 * reword a rule); another language the catalogue's words for the rule's id, or the server's words,
 * marked English, for a rule it does not know.
 */
function SignalReason({ signal, t, english }: { signal: QueueItem['signals'][number]; t: Translate<'admin'>; english: boolean }) {
  const key = `signals.${signal.id}`;
  if (english || !hasText('admin', key)) {
    return (
      <span lang={english ? undefined : 'en'} className="min-w-0">
        {signal.reason}
      </span>
    );
  }
  return <span className="min-w-0">{t(key)}</span>;
}
