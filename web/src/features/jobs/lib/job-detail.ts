// What the job detail page (spec §2.8) derives from a job and from how the visitor arrived:
// the description meta, the share links, the chips and where Back goes.
import { findJobsPath } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import { jobPlace } from '@/lib/jobs';
import { valueWord, type JobsWords } from './words';

/** Spec §9: the description meta is the first 160 characters; the LinkedIn summary 200. */
const META_DESCRIPTION_CHARS = 160;
const SHARE_SUMMARY_CHARS = 200;

/** The first `max` characters of `text` with its whitespace (line breaks too) collapsed to single spaces. */
export function summary(text: string, max: number): string {
  const flat = text.split(/\s+/).filter(Boolean).join(' ');
  return Array.from(flat).slice(0, max).join('');
}

/**
 * The description meta of a job: the first 160 characters of its description (as the API writes
 * it into the served page), else 'title at company, location, state'.
 */
export function descriptionMeta(
  job: { title: string; description: string; location: string; state: string },
  company: string,
  t: Translate<'jobs'>,
) {
  return (
    summary(job.description, META_DESCRIPTION_CHARS) ||
    t('detail.metaFallback', { title: job.title, company, place: jobPlace(job) })
  );
}

export type ShareLinks = { x: string; facebook: string; linkedin: string; whatsapp: string };

/**
 * Share intents for the job's page at `url` (absolute): X and Facebook (social networks), LinkedIn
 * (the professional network, with a 200-character summary), and WhatsApp (beyond the spec, a plain
 * `wa.me` link whose text is the title and the address, for phones where jobs are shared).
 */
export function shareLinks(
  {
    url,
    title,
    company,
    description,
  }: {
    url: string;
    title: string;
    company: string;
    description: string;
  },
  t: Translate<'jobs'>,
): ShareLinks {
  const headline = t('detail.shareHeadline', { title, company });
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return {
    x: `https://twitter.com/intent/tweet?${query({ text: headline, url })}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
    linkedin: `https://www.linkedin.com/shareArticle?${query({
      mini: 'true',
      url,
      title: headline,
      summary: summary(description, SHARE_SUMMARY_CHARS),
    })}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

/** The gender chip: only for a job meant for one gender (spec §2.8), never for Both. */
export const genderChip = (gender: string, words: JobsWords) =>
  gender && gender !== 'Both'
    ? words.t('detail.gender', { gender: words.language === 'en' ? gender : valueWord(words, 'gender', gender) })
    : null;

/** The openings chip: only when more than one position is open. */
export const openingsChip = (openPositions: number, t: Translate<'jobs'>) =>
  openPositions > 1 ? t('detail.openings', { count: openPositions }) : null;

/**
 * Navigation state into a job page (spec §2.1): Find jobs passes fromSearch, currentPage, the
 * filters and the search string (`?keyword=…&page=2`).
 */
export type JobLinkState = { fromSearch?: boolean; currentPage?: number; filters?: unknown; search?: string };

const asLinkState = (state: unknown): JobLinkState => (state && typeof state === 'object' ? (state as JobLinkState) : {});

/** The search string a state carries, if it is one ('?…' or ''). */
const searchOf = (state: JobLinkState) =>
  typeof state.search === 'string' && (state.search === '' || state.search.startsWith('?')) ? state.search : null;

/**
 * Where Back goes: one step back in history when the visitor came straight from the search
 * (Find jobs keeps its whole state in the URL, so the same page and filters come back); else to
 * the search the state names (a similar job opened from a job page); else to Find jobs.
 * `canGoBack` is false when this page is the first of the tab's history.
 */
export function backTarget(state: unknown, canGoBack: boolean): { history: true } | { path: string } {
  const link = asLinkState(state);
  if (link.fromSearch === true && canGoBack) return { history: true };
  const search = searchOf(link);
  if (search) return { path: `${findJobsPath()}${search}` };
  return { path: findJobsPath() };
}

/** Whether Back returns to a list of results (its label says so) rather than to Find jobs. */
export const backLabel = (state: unknown, t: Translate<'jobs'>) =>
  t(searchOf(asLinkState(state)) ? 'detail.backToResults' : 'detail.backToJobs');

/**
 * The state a similar job's link carries: the search the visitor came from, without fromSearch,
 * so Back on that job leads to the same results rather than to this job.
 */
export function similarLinkState(state: unknown): JobLinkState | undefined {
  const search = searchOf(asLinkState(state));
  return search ? { search } : undefined;
}

/** A job that does not exist (404) or an id that cannot be one (400): 'Job not found'. */
export const isJobNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * A job its employer deleted (410 `job_removed`): the page says it is no longer
 * available rather than 'Job not found'.
 */
export const isJobRemovedError = (error: unknown) =>
  isApiError(error) && (error.status === 410 || error.body.code === 'job_removed');

/** Words of a slug that make a search: at most this many. */
const SLUG_SEARCH_WORDS = 6;

/**
 * Find jobs searching for the words of a removed job's slug (its title, spec §2.1), so 'Find
 * similar jobs' shows jobs like it; plain Find jobs when the slug has no words ('job', say).
 */
export function similarSearchPath(slug: string): string {
  const words = slug
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, SLUG_SEARCH_WORDS);
  const keyword = words.join(' ');
  return keyword && keyword !== 'job' ? findJobsPath({ keyword }) : findJobsPath();
}
