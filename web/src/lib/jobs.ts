// What every job card, row and page derives from a job the same way: its address (spec §2.1),
// the company's name and the place line.
import type { Job } from '@/types/api';
import { relativeTime, type DateInput } from './dates';
import { salaryText } from './money';

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

/** The name a card shows for the employer: the company's name, else the person's. */
export const companyDisplayName = (company: Job['company']) => company.companyName?.trim() || company.name;

/**
 * The place line: 'Pune, Maharashtra'; the location alone when it already ends with the state
 * (a place picked from the suggestions reads 'Pune, Maharashtra'), the state alone without one.
 */
export function jobPlace({ location, state }: Pick<Job, 'location' | 'state'>): string {
  const where = location.trim();
  if (!where) return state;
  if (where.toLowerCase().endsWith(state.toLowerCase())) return where;
  return `${where}, ${state}`;
}

/** Whether the viewer has applied to `job` (the API says 'null' when not). */
export const hasApplied = (job: Pick<Job, 'applicationStatus'>) => job.applicationStatus !== 'null';

const positive = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The salary line of a job: the API's `salaryText` (spec §9 'From X', 'Up to Y', 'X - Y', per
 * month or per year), else the same text made here; `disclosed` is false for 'Salary not
 * disclosed', which cards show muted.
 */
export function jobSalary(job: Pick<Job, 'salaryText' | 'salaryMin' | 'salaryMax' | 'salaryFrequency'>): {
  text: string;
  disclosed: boolean;
} {
  const disclosed = positive(job.salaryMin) || positive(job.salaryMax);
  const text = job.salaryText || salaryText({ min: job.salaryMin, max: job.salaryMax, frequency: job.salaryFrequency });
  return { text, disclosed };
}

/** 'Posted today', 'Posted 1 day ago', 'Posted 3 months ago' (spec §9's relative time); null for a bad date. */
export function postedText(createdAt: DateInput, now: Date = new Date()): string | null {
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

/** Spec §3: On-site is shown as Work from office. */
export const workModeLabel = (workMode: string) => (workMode === 'On-site' ? 'Work from office' : workMode);
