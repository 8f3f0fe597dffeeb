// What every job card, row and page derives from a job the same way: its address (spec §2.1),
// the company's name and the place line.
import type { Job } from '@/types/api';
import { ageOf, relativeTime, type DateInput } from './dates';
import type { Translate } from './i18n';
import { salaryShortText, salaryText, type SalaryWords } from './money';

/**
 * Spec §2.1's job slug: the title lowercased, non-alphanumerics removed, spaces turned into
 * single hyphens ('Sr. React Developer (Remote)' → 'sr-react-developer-remote'). Accents are
 * dropped first ('Café' → 'cafe'); a title with no Latin letter or digit left gives 'job', so
 * the address always has its slug segment.
 */
export function jobSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return slug || 'job';
}

/** The job detail page of `job`: `/job/{slug}/{id}`. */
export const jobPath = (job: Pick<Job, '_id' | 'title'>) => `/job/${jobSlug(job.title)}/${encodeURIComponent(job._id)}`;

/**
 * A job its employer deleted: it has left search and its page says it was removed, but
 * the job seeker's own applications and saved jobs still show it, as no longer available.
 */
export const isJobRemoved = (job: Pick<Job, 'isRemoved' | 'status'>) => job.isRemoved || job.status === 'Removed';

/** What a removed job's badge says wherever it still shows (translated: `common` jobs.removed). */
export const REMOVED_JOB_LABEL = 'No longer available';

/**
 * Where a job's title leads: its page, or nowhere for a removed job (its page would only say it
 * is gone), whose title is plain text beside the "No longer available" badge.
 */
export const jobLink = (job: Pick<Job, '_id' | 'title' | 'isRemoved' | 'status'>) => (isJobRemoved(job) ? null : jobPath(job));

/**
 * The action a job card offers in its Apply place: Applied (disabled) once the viewer applied,
 * Closed (disabled) for a closed job, else Apply. A removed job offers none ('removed'), except
 * where the viewer saved it and can unsave it ('unsave': its saved-jobs card keeps a way to drop it).
 */
export function cardAction(
  job: Pick<Job, 'isRemoved' | 'status' | 'isClosed'>,
  { applied, canUnsave }: { applied: boolean; canUnsave: boolean },
): 'unsave' | 'removed' | 'applied' | 'closed' | 'apply' {
  if (isJobRemoved(job)) return canUnsave ? 'unsave' : 'removed';
  if (applied) return 'applied';
  if (job.isClosed) return 'closed';
  return 'apply';
}

/** The name a card shows for the employer: the company's name, else the person's. */
export const companyDisplayName = (company: Job['company']) => company.companyName?.trim() || company.name;

/**
 * The place line, naming the state once: 'Pune, Maharashtra'; the location alone when one of its
 * comma-separated parts is already the state (a place picked from the suggestions reads 'Pune,
 * Maharashtra'), the state alone without a location. Every place that joins a location and a state
 * uses this (the server's `place_line` reads alike).
 */
export function jobPlace({ location, state }: { location: string; state: string }): string {
  const where = location.trim();
  const region = state.trim();
  if (!where) return region;
  const namesState = where.split(',').some((part) => part.trim().toLowerCase() === region.toLowerCase());
  if (!region || namesState) return where;
  return `${where}, ${region}`;
}

/** Whether the viewer has applied to `job` (the API says 'null' when not). */
export const hasApplied = (job: Pick<Job, 'applicationStatus'>) => job.applicationStatus !== 'null';

const positive = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The salary line of a job: the API's `salaryText` (spec §9 'From X', 'Up to Y', 'X - Y', per month
 * or per year), else the same text made here; `disclosed` is false for 'Salary not disclosed',
 * which cards show muted. `short` (cards, beyond the spec): a yearly salary of a lakh or more reads
 * in lakhs per annum ('₹12.5–16.5 LPA', lib/money's salaryShortText); the job's page keeps the full
 * figures. `words`: the line in a translated screen's language (lib/format's `salaryWords`).
 */
export function jobSalary(
  job: Pick<Job, 'salaryText' | 'salaryMin' | 'salaryMax' | 'salaryFrequency'>,
  { short = false, words }: { short?: boolean; words?: SalaryWords } = {},
): {
  text: string;
  disclosed: boolean;
} {
  const disclosed = positive(job.salaryMin) || positive(job.salaryMax);
  const bounds = { min: job.salaryMin, max: job.salaryMax, frequency: job.salaryFrequency };
  // The API's text is English: a screen in another language (`words`) makes its own.
  const full = (words ? '' : job.salaryText) || salaryText(bounds, words);
  const text = short && disclosed ? salaryShortText(bounds, words) : full;
  return { text, disclosed };
}

/**
 * 'Posted today', 'Posted 1 day ago', 'Posted 3 months ago' (spec §9's relative time); null for a
 * bad date. `t` (the `common` words of a translated screen): in its language; English without it.
 */
export function postedText(createdAt: DateInput, now: Date = new Date(), t?: Translate): string | null {
  if (t) {
    const age = ageOf(createdAt, now);
    if (!age) return null;
    if (age.unit === 'today') return t('jobs.postedToday');
    return t(age.unit === 'days' ? 'jobs.postedDaysAgo' : 'jobs.postedMonthsAgo', { count: age.count });
  }
  const relative = relativeTime(createdAt, now);
  if (!relative) return null;
  return `Posted ${relative === 'Today' ? 'today' : relative}`;
}

/** Spec §2.7: Full-Time, Part-Time, Freelance, Internship and Contract have their colours. */
const TYPE_TONES: Record<string, string> = {
  'Full-Time': 'bg-blue-50 text-blue-700 ring-blue-600/15',
  'Part-Time': 'bg-emerald-50 text-emerald-700 ring-emerald-600/15',
  Freelance: 'bg-violet-50 text-violet-700 ring-violet-600/15',
  Internship: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Contract: 'bg-rose-50 text-rose-700 ring-rose-600/15',
};

/** The chip colours of anything without a colour of its own (the category, say). */
export const NEUTRAL_TONE = 'bg-slate-100 text-slate-700 ring-slate-500/10';

/** The chip colours of a job type (cards and the job page read alike). */
export const typeTone = (type: string) => TYPE_TONES[type] ?? NEUTRAL_TONE;

/**
 * Spec §3: On-site is shown as Work from office. English only: a translated screen reads a work
 * mode with lib/catalogue-words (`words.workMode(mode)`), whose English is the same.
 */
export const workModeLabel = (workMode: string) => (workMode === 'On-site' ? 'Work from office' : workMode);
