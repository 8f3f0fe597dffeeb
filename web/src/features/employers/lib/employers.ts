// What the employer pages derive from the URL and from an employer (spec §2.20).
import type { Translate } from '@/lib/i18n';
import type { components } from '@/types/api.gen';

type Employer = components['schemas']['EmployerView'];

/** How long the filter waits after the last key before it searches. */
export const FILTER_DEBOUNCE_MS = 400;

/** The browse page's state, all of it in the URL (`?search=…&page=…`) so back, reload and share work. */
export type BrowseState = { search: string; page: number };

/** A page number from the URL: a positive whole number, else 1. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parseBrowse(params: URLSearchParams): BrowseState {
  return { search: (params.get('search') ?? '').trim(), page: parsePage(params.get('page')) };
}

/** The URL parameters of `state`; the defaults (no filter, page 1) are left out. */
export function toBrowseParams({ search, page }: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  const filter = search.trim();
  if (filter) params.set('search', filter);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The address of a browse page, e.g. `?search=pune&page=2`, or '' for the first unfiltered page. */
export function browseHref(state: BrowseState): string {
  const query = toBrowseParams(state).toString();
  return query ? `?${query}` : '';
}

/** The API's query for `state` (the server's 12 a page). */
export function toEmployersQuery({ search, page }: BrowseState): { page: string; search?: string } {
  const filter = search.trim();
  return filter ? { page: String(page), search: filter } : { page: String(page) };
}

const filled = (value: string | null | undefined) => value?.trim() || null;

/** The name an employer goes by: the company's name, else the person's (spec §2.20). */
export const employerDisplayName = (e: Pick<Employer, 'companyName' | 'company' | 'name'>) =>
  filled(e.companyName) ?? filled(e.company) ?? e.name.trim();

/** Where the employer is: the company's location, else the person's; null when neither is known. */
export const employerPlace = (e: Pick<Employer, 'companyLocation' | 'location'>) =>
  filled(e.companyLocation) ?? filled(e.location);

/** The Job Openings count: '1 job', 'N jobs'; in the language of `t` (the `employers` words) when given. */
export const jobsCount = (n: number, t?: Translate<'employers'>) =>
  t ? t('detail.jobsCount', { count: n }) : `${n} ${n === 1 ? 'job' : 'jobs'}`;
