import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import {
  ArrowLeft,
  BriefcaseBusiness,
  CalendarDays,
  FileSearch,
  FileX,
  Flag,
  IndianRupee,
  Lock,
  MapPin,
  Search,
  Users,
} from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { VerifiedBadge } from '@/components/verified-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { env } from '@/config/env';
import { paths, uploadUrl } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { companyDisplayName, jobPath, jobPlace, jobSalary, NEUTRAL_TONE, typeTone } from '@/lib/jobs';
import { richText } from '@/lib/rich-text';
import type { Job } from '@/types/api';
import { useJob } from '@/lib/job-query';
import {
  backLabel,
  backTarget,
  descriptionMeta,
  genderChip,
  isJobNotFound,
  isJobRemovedError,
  openingsChip,
  shareLinks,
  similarLinkState,
  similarSearchPath,
} from '../lib/job-detail';
import { CHIP } from '../lib/job-tones';
import { valueWord } from '../lib/words';
import { ApplyControls, SafetyNote, ShareButtons } from './job-detail-parts';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { SimilarJobs } from './similar-jobs';
import { useJobActions } from './use-job-actions';
import { useJobsWords } from './use-jobs-words';

// Only the job's own employer sees why it is not live: out of every visitor's first load.
const OwnJobReview = lazy(() => import('./own-job-review'));

// The report dialog (and the form library it brings) loads when first wanted, not with the page.
const loadReportDialog = () => import('./report-job-dialog');
const ReportJobDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportJobDialog })));

const CARD = 'rounded-2xl border border-slate-200 bg-white shadow-xs';

/** Job detail (/job/{slug}/{id}, spec §2.8). */
export function JobDetail() {
  const { t } = useTranslation('jobs');
  const { id = '', slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const job = useJob(id);
  const data = job.data;

  // A wrong or outdated slug is replaced by the job's own, keeping the way back (spec §2.1).
  useEffect(() => {
    if (data && location.pathname !== jobPath(data)) {
      navigate(
        { pathname: jobPath(data), search: location.search, hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  }, [data, location, navigate]);

  let content: ReactNode;
  if (job.isPending) {
    content = (
      <>
        <Head title={t('detail.headTitle')} />
        <JobDetailSkeleton />
      </>
    );
  } else if (job.isError && isJobRemovedError(job.error)) {
    // Deleted by its employer (410). Said plainly, never as an error; not indexed.
    content = (
      <>
        <Head title={t('detail.removedHead')} description={t('detail.removedDescription')} />
        <meta name="robots" content="noindex" />
        <EmptyState
          title={t('detail.removedTitle')}
          icon={FileX}
          headingLevel={2}
          action={{ label: t('detail.findSimilar'), to: similarSearchPath(slug), icon: Search }}
          className="mt-6"
        >
          {t('detail.removedText')}
        </EmptyState>
      </>
    );
  } else if (job.isError) {
    content = isJobNotFound(job.error) ? (
      <>
        <Head title={t('detail.notFound')} />
        <EmptyState
          title={t('detail.notFound')}
          icon={FileSearch}
          headingLevel={2}
          action={{ label: t('detail.findJobs'), to: paths.findJobs, icon: Search }}
          className="mt-6"
        >
          {t('detail.notFoundText')}
        </EmptyState>
      </>
    ) : (
      <>
        <Head title={t('detail.headTitle')} />
        <ErrorState message={t('detail.loadFailed')} onRetry={() => void job.refetch()} className="mt-6" />
      </>
    );
  } else {
    content = <JobContent job={job.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl">
      <BackLink />
      {content}
    </div>
  );
}

/** Back to the results the visitor came from (same page and filters), else to Find jobs. */
function BackLink() {
  const { t } = useTranslation('jobs');
  const location = useLocation();
  const navigate = useNavigate();
  const target = backTarget(location.state, location.key !== 'default');
  // The link's own address, for a new tab or when history cannot go back.
  const fallback = backTarget(location.state, false);
  const to = 'path' in fallback ? fallback.path : paths.findJobs;
  return (
    <Link
      to={to}
      onClick={(event) => {
        // A plain click goes back in history; a click meant for a new tab follows the link.
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if ('history' in target && plain) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="-ml-2 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {backLabel(location.state, t)}
    </Link>
  );
}

function JobContent({ job }: { job: Job }) {
  const words = useJobsWords();
  const { t } = words;
  const location = useLocation();
  const { data: user } = useUser();
  const titleId = useId();
  const actions = useJobActions({ anonymousApplyMessage: t('detail.loginToApply') });

  const company = companyDisplayName(job.company);
  const salary = jobSalary(job, { words: words.salary });
  const posted = formatDate(job.createdAt, 'MMMM YYYY', words.language);
  const gender = genderChip(job.gender, words);
  const openings = openingsChip(job.openPositions, t);
  const url = `${window.location.origin}${jobPath(job)}`;
  const description = descriptionMeta(job, company, t);
  const fullTitle = t('detail.titleAt', { title: job.title, company });
  const jobType = valueWord(words, 'jobType', job.type);
  const workMode = valueWord(words, 'workMode', job.workMode);
  // Spec §6: the save control is for job seekers; an anonymous visitor sees it and is asked to log in.
  // (Hidden while the session is still being checked, so it never flashes for an employer.)
  const showSave = user !== undefined && user?.role !== 'employer';
  // The job's own employer reads why it is not live (only they get `moderation`), and cannot report it.
  const own = Boolean(user && user._id === job.company._id);

  const controls = (layout: 'stack' | 'bar') => (
    <ApplyControls
      job={job}
      layout={layout}
      applied={actions.isApplied(job)}
      applying={actions.isApplying(job)}
      onApply={actions.onApply}
      showSave={showSave}
      saved={actions.isSaved(job)}
      saving={actions.isSaving(job)}
      onSave={actions.onSave}
    />
  );

  return (
    <>
      <Head title={fullTitle} description={description} />
      {/* Share previews (Head has no props for these yet); the server writes the same for crawlers. */}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={env.APP_NAME} />
      <meta property="og:title" content={`${fullTitle} | ${env.APP_NAME}`} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {job.company.companyLogo ? (
        <meta property="og:image" content={`${window.location.origin}${uploadUrl(job.company.companyLogo)}`} />
      ) : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={`${fullTitle} | ${env.APP_NAME}`} />
      <meta name="twitter:description" content={description} />

      {own && job.moderation ? (
        <Suspense fallback={null}>
          <OwnJobReview jobId={job._id} moderation={job.moderation} />
        </Suspense>
      ) : null}

      {job.isClosed ? (
        <div
          role="status"
          className="mt-4 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900"
        >
          <Lock className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('detail.closedTitle')}</p>
            <p className="mt-0.5 text-sm text-amber-800">{t('detail.closedText')}</p>
          </div>
        </div>
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <article aria-labelledby={titleId} className="min-w-0 space-y-6">
          <div className={`${CARD} p-5 sm:p-7`}>
            <div className="flex items-start gap-4 sm:gap-5">
              <CompanyLogo name={company} fileName={job.company.companyLogo} size="lg" />
              <div className="min-w-0 flex-1">
                <h1
                  id={titleId}
                  translate="no"
                  className="text-xl font-bold leading-tight tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl"
                >
                  {job.title}
                </h1>
                <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-base [overflow-wrap:anywhere]">
                  {job.company._id ? (
                    <Link
                      to={paths.employerDetail.replace(':id', encodeURIComponent(job.company._id))}
                      translate="no"
                      className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
                    >
                      {company}
                    </Link>
                  ) : (
                    <span translate="no" className="font-medium text-slate-700">
                      {company}
                    </span>
                  )}
                  {job.company.verified ? <VerifiedBadge /> : null}
                </p>
              </div>
            </div>

            <ul aria-label={t('detail.facts')} className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
              <Fact icon={MapPin}>
                <span translate="no">{jobPlace(job)}</span>
              </Fact>
              <Fact icon={BriefcaseBusiness}>{valueWord(words, 'category', job.category)}</Fact>
              {posted ? (
                <Fact icon={CalendarDays}>
                  {richText(t('detail.posted'), { time: () => <time dateTime={job.createdAt}>{posted}</time> })}
                </Fact>
              ) : null}
            </ul>

            <ul aria-label={t('detail.chips')} className="mt-4 flex flex-wrap gap-2">
              <li className={`${CHIP} ${typeTone(job.type)}`}>{jobType}</li>
              <li className={`${CHIP} ${NEUTRAL_TONE}`}>{workMode}</li>
              {gender ? <li className={`${CHIP} bg-pink-50 text-pink-700 ring-pink-600/15`}>{gender}</li> : null}
              {openings ? (
                <li className={`${CHIP} bg-brand-50 text-brand-700 ring-brand-600/15`}>
                  <Users className="h-3.5 w-3.5" aria-hidden="true" />
                  {openings}
                </li>
              ) : null}
            </ul>

            <div className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                  <IndianRupee className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('detail.compensation')}</p>
                  <p className={salary.disclosed ? 'text-base font-semibold text-slate-900' : 'text-base text-slate-500'}>
                    {salary.text}
                  </p>
                </div>
              </div>
              <ShareButtons links={shareLinks({ url, title: job.title, company, description: job.description }, t)} url={url} />
            </div>
          </div>

          <TextSection title={t('detail.description')} text={job.description} />
          {job.requirements.trim() ? <TextSection title={t('detail.requirements')} text={job.requirements} /> : null}
          {own ? null : <ReportJob jobId={job._id} jobTitle={job.title} />}
        </article>

        <aside aria-label={t('detail.aside')} className="min-w-0 space-y-6">
          <section aria-label={t('detail.apply')} className={`${CARD} hidden p-6 lg:block`}>
            {job.isClosed && !actions.isApplied(job) ? null : (
              <p className="mb-4 text-sm text-slate-600">
                {actions.isApplied(job)
                  ? t('detail.youApplied')
                  : richText(t('detail.interested'), {
                      company: () => (
                        <span translate="no" className="font-medium text-slate-900">
                          {company}
                        </span>
                      ),
                    })}
              </p>
            )}
            {controls('stack')}
            <SafetyNote className="mt-4" />
            <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-5 text-sm">
              <Detail term={t('detail.jobType')}>{jobType}</Detail>
              <Detail term={t('detail.workMode')}>{workMode}</Detail>
              <Detail term={t('detail.openingsTerm')}>{job.openPositions}</Detail>
              <Detail term={t('detail.state')}>
                <span translate="no">{job.state}</span>
              </Detail>
            </dl>
          </section>
          <SimilarJobs jobId={job._id} linkState={similarLinkState(location.state)} />
        </aside>
      </div>

      {/* On phones Apply and Save stay at hand: a bar held to the bottom while the page scrolls. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.12)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
        <div role="group" aria-label={t('detail.apply')} className="mx-auto max-w-xl">
          {controls('bar')}
          <SafetyNote variant="line" className="mt-2" />
        </div>
      </div>
    </>
  );
}

/**
 * "Report this job" under the job's text (issue 29), for visitors and signed-in people: opens
 * the report dialog, loaded on first use.
 */
function ReportJob({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const preload = () => void loadReportDialog();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-xs sm:px-7">
      <p className="text-sm text-slate-600">{t('detail.reportPrompt')}</p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="-mx-2 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-brand-600 pointer-coarse:h-11"
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('detail.report')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportJobDialog open onClose={() => setOpen(false)} jobId={jobId} jobTitle={jobTitle} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </li>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-medium text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** A block of the employer's plain text, its line breaks kept (rendered as text, never as HTML). */
function TextSection({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD} p-5 sm:p-7`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {text.trim() ? (
        <div
          translate="no"
          className="mt-3 whitespace-pre-line text-[0.9375rem] leading-7 text-slate-700 [overflow-wrap:anywhere]"
        >
          {text.trim()}
        </div>
      ) : (
        <div className="mt-3 text-[0.9375rem] leading-7 text-slate-700">{t('detail.noDetails')}</div>
      )}
    </section>
  );
}
