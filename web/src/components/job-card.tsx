import { useId, type ReactNode } from 'react';
import { Bookmark, Check, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '@/components/company-logo';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import {
  cardAction,
  companyDisplayName,
  hasApplied,
  isJobRemoved,
  jobLink,
  jobPath,
  jobPlace,
  jobSalary,
  NEUTRAL_TONE,
  postedText,
  typeTone,
} from '@/lib/jobs';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { useSalaryWords } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import type { Job } from '@/types/api';
import { JobRemovedBadge } from './job-removed-badge';
import { VerifiedBadge } from './verified-badge';

const chip = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

type JobCardVariant = 'grid' | 'list';

type JobCardProps = {
  job: Job;
  /** 'grid' (default): a card for a 2- or 3-column grid; 'list': a full-width row from 640 px. */
  variant?: JobCardVariant;
  /** Show the save button: only when the viewer is a job seeker (spec §6), and not on employer pages (§2.20). */
  showSave?: boolean;
  /** Whether the job is saved; defaults to `job.isSaved` (pass the optimistic value while a save runs). */
  saved?: boolean;
  /** Called by the save button with the job; the caller saves or unsaves and shows the toasts. */
  onSave?: (job: Job) => void;
  /** A save of this job is running: the button waits. */
  saving?: boolean;
  /** Whether the viewer applied; defaults to `applicationStatus !== 'null'` (pass true at once when applying, §4). */
  applied?: boolean;
  /**
   * Called by Apply with the job; the caller applies, or prompts to log in (spec §6). Without it
   * Apply links to the job's page, where one applies.
   */
  onApply?: (job: Job) => void;
  /** An application to this job is being sent: Apply waits. */
  applying?: boolean;
  /** Navigation state for the job page (spec §2.1: fromSearch, currentPage, the filters, the search). */
  linkState?: unknown;
  /** The title's heading level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** A note after the place: how far it is ('12 km away'), 'Open to remote candidates'. */
  placeNote?: string | null;
  className?: string;
};

/**
 * One job (spec §2.7 Job card): company logo, title (a link to /job/{slug}/{id}), company, place,
 * type and category, salary, when it was posted, a save button for job seekers and Apply (or
 * Applied). An <article> named by its title; the whole card opens the job, its buttons stay
 * buttons. A job its employer removed (only ever in the job seeker's saved jobs) opens nothing:
 * its title is plain text with a "No longer available" badge, and where it is saved, Remove
 * (unsave) takes the place of Apply and the save button.
 */
export function JobCard({
  job,
  variant = 'grid',
  showSave = false,
  saved = job.isSaved,
  onSave,
  saving = false,
  applied = hasApplied(job),
  onApply,
  applying = false,
  linkState,
  headingLevel = 3,
  placeNote,
  className = '',
}: JobCardProps) {
  const { t } = useTranslation();
  const words = useCatalogueWords();
  const salaryWords = useSalaryWords();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const company = companyDisplayName(job.company);
  const salary = jobSalary(job, { short: true, words: salaryWords });
  const posted = postedText(job.createdAt, new Date(), t);
  // The job's title inside a translated sentence: as its employer wrote it.
  const titled = (key: 'jobCard.save' | 'jobCard.removeFrom' | 'jobCard.applyFor') =>
    richText(t(key), { title: () => <span translate="no">{job.title}</span> });
  const removed = isJobRemoved(job);
  const href = jobLink(job);
  const action = cardAction(job, { applied, canUnsave: showSave && saved && onSave !== undefined });

  const saveButton =
    showSave && !removed ? (
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={saving || undefined}
        disabled={saving}
        onClick={() => onSave?.(job)}
        className={`relative z-10 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg transition-colors pointer-coarse:h-11 pointer-coarse:w-11 disabled:cursor-wait disabled:opacity-60 ${
          saved ? 'text-brand-700 hover:bg-brand-50' : 'text-slate-400 hover:bg-slate-100 hover:text-slate-700'
        }`}
      >
        <Bookmark className={`h-5 w-5 ${saved ? 'fill-current' : ''}`} aria-hidden="true" />
        <span className="sr-only">{titled('jobCard.save')}</span>
      </button>
    ) : null;

  let applyControl: ReactNode = null;
  if (action === 'unsave') {
    applyControl = (
      <Button
        variant="outline"
        size="sm"
        isLoading={saving}
        onClick={() => onSave?.(job)}
        className="relative z-10 sm:min-w-26 shrink-0 px-4"
      >
        {t('jobCard.remove')}
        <span className="sr-only"> {titled('jobCard.removeFrom')}</span>
      </Button>
    );
  } else if (action === 'applied') {
    applyControl = (
      <button
        type="button"
        disabled
        className="relative z-10 inline-flex h-9 sm:min-w-26 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-emerald-50 pointer-coarse:h-11 px-3 text-sm font-semibold text-emerald-700 ring-1 ring-inset ring-emerald-600/20"
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        {t('jobCard.applied')}
      </button>
    );
  } else if (action === 'closed') {
    applyControl = (
      <button
        type="button"
        disabled
        className="relative z-10 inline-flex h-9 sm:min-w-26 shrink-0 items-center justify-center rounded-lg bg-slate-100 pointer-coarse:h-11 px-3 text-sm font-semibold text-slate-500"
      >
        {t('jobCard.closed')}
      </button>
    );
  } else if (action === 'apply' && onApply) {
    applyControl = (
      <Button size="sm" isLoading={applying} onClick={() => onApply(job)} className="relative z-10 sm:min-w-26 shrink-0 px-4">
        {t('jobCard.apply')}
        <span className="sr-only"> {titled('jobCard.applyFor')}</span>
      </Button>
    );
  } else if (action === 'apply') {
    applyControl = (
      <Link
        to={jobPath(job)}
        state={linkState}
        className={buttonClasses('primary', 'sm', 'relative z-10 sm:min-w-26 shrink-0 px-4')}
      >
        {t('jobCard.apply')}
        <span className="sr-only"> {titled('jobCard.applyFor')}</span>
      </Link>
    );
  }

  const title = (
    <Heading id={titleId} className="line-clamp-2 text-base font-semibold leading-snug text-slate-900">
      {/* The link's ::after covers the card, so a click anywhere but the buttons opens the job. */}
      {href ? (
        <Link
          to={href}
          state={linkState}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          <span translate="no">{job.title}</span>
        </Link>
      ) : (
        <span translate="no">{job.title}</span>
      )}
    </Heading>
  );

  /** The company, with the removed badge under it. */
  const companyLine = (
    <>
      {/* A long company name is cut short; the Verified badge keeps its place after it. */}
      <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
        <span translate="no" className="min-w-0 truncate">
          {company}
        </span>
        {job.company.verified ? <VerifiedBadge /> : null}
      </p>
      {removed ? <JobRemovedBadge className="mt-2" /> : null}
    </>
  );

  const chips = (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('jobCard.chips')}>
      <li className={`${chip} ${typeTone(job.type)}`}>{words.jobType(job.type)}</li>
      <li className={`${chip} ${NEUTRAL_TONE}`}>{words.category(job.category)}</li>
    </ul>
  );

  // The note is a pill after the place that keeps its words whole, on the next line when the
  // two do not fit (a long place is cut only when it alone is wider than the card).
  const place = (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <p className="flex min-w-0 max-w-full items-center gap-1.5">
        <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span translate="no" className="truncate">
          {jobPlace(job)}
        </span>
      </p>
      {placeNote ? (
        <p className="shrink-0 whitespace-nowrap rounded-full bg-slate-100 px-2 py-px text-xs font-medium text-slate-600">
          {placeNote}
        </p>
      ) : null}
    </div>
  );

  /** Salary over the posted date; `end` right-aligns both (the list row from 640 px). */
  const pay = (end = false) => (
    <div className={`min-w-0 ${end ? 'sm:text-right' : ''}`}>
      <p className={`text-sm ${salary.disclosed ? 'font-semibold text-slate-900' : 'text-slate-500'}`}>{salary.text}</p>
      {posted ? (
        <p className={`mt-0.5 flex items-center gap-1 text-xs text-slate-500 ${end ? 'sm:justify-end' : ''}`}>
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          <time dateTime={job.createdAt}>{posted}</time>
        </p>
      ) : null}
    </div>
  );

  const hover = removed ? '' : 'transition hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5';
  // Tighter on phones, so two cards fit on the first screen of find jobs.
  const frame = `group relative min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 ${hover} ${className}`;

  if (variant === 'list') {
    // One grid, two arrangements: under 640 px logo | title | save over a footer of salary and
    // Apply (like the grid card); from 640 px one row, logo | title | salary | save | Apply, the
    // footer's box dissolved (display: contents) so its two children take their own columns.
    const columns = saveButton
      ? 'grid-cols-[auto_minmax(0,1fr)_auto] sm:grid-cols-[auto_minmax(0,1fr)_13rem_auto_auto]'
      : 'grid-cols-[auto_minmax(0,1fr)] sm:grid-cols-[auto_minmax(0,1fr)_13rem_auto]';
    return (
      <article
        aria-labelledby={titleId}
        className={`${frame} grid items-start gap-x-4 gap-y-3 sm:items-center sm:gap-y-4 ${columns}`}
      >
        <CompanyLogo name={company} fileName={job.company.companyLogo} className="col-start-1 row-start-1 sm:self-start" />
        <div className="col-start-2 row-start-1 min-w-0 space-y-2">
          <div>
            {title}
            {companyLine}
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {place}
            {chips}
          </div>
        </div>
        {saveButton ? <div className="col-start-3 row-start-1 -mr-2 -mt-2 sm:col-start-4 sm:m-0">{saveButton}</div> : null}
        <div className="col-span-full row-start-2 flex items-end justify-between gap-4 border-t border-slate-100 pt-3 sm:contents">
          <div className="min-w-0 sm:col-start-3 sm:row-start-1">{pay(true)}</div>
          <div className={saveButton ? 'sm:col-start-5 sm:row-start-1' : 'sm:col-start-4 sm:row-start-1'}>{applyControl}</div>
        </div>
      </article>
    );
  }

  return (
    <article aria-labelledby={titleId} className={`${frame} flex h-full flex-col`}>
      <div className="flex items-start gap-3 sm:gap-4">
        <CompanyLogo name={company} fileName={job.company.companyLogo} />
        <div className="min-w-0 flex-1 pt-0.5">
          {title}
          {companyLine}
        </div>
        {saveButton ? <div className="-mr-2 -mt-2">{saveButton}</div> : null}
      </div>
      <div className="mt-3 flex-1 space-y-2 sm:mt-4 sm:space-y-3">
        {place}
        {chips}
      </div>
      <div className="mt-3 flex items-end justify-between gap-4 border-t border-slate-100 pt-3 sm:mt-5 sm:pt-4">
        {pay()}
        {applyControl}
      </div>
    </article>
  );
}
