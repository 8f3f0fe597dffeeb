// Applicants of one job (spec §2.17): the job, the status filter, the search and the page live in
// the URL (`?jobId=…&status=…&search=…&page=…`), so a reload keeps the page.
import { formatDate } from '@/lib/format';
import type { Translate } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import type { ApplicationStatus } from '@/types/api';
import type { components } from '@/types/api.gen';

type ApplicationView = components['schemas']['ApplicationView'];
type JobApplicationsReply = components['schemas']['JobApplicationsReply'];

/** Spec §9: 10 applicants a page. */
const APPLICANTS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 400;

/** 'all', or one of the catalogue's application statuses (GET /api/meta). */
export type StatusFilter = 'all' | ApplicationStatus;

export type ApplicantsState = { jobId: string; status: StatusFilter; search: string; page: number };

/**
 * The job whose applicants show: `?jobId=` when the URL has one (it wins, so a reload or a shared
 * link shows that job), else the `jobId` of the navigation state; null when neither has one.
 */
export function pickJobId(params: URLSearchParams, navigationState: unknown): string | null {
  const fromUrl = params.get('jobId')?.trim();
  if (fromUrl) return fromUrl;
  const fromState = (navigationState as { jobId?: unknown } | null)?.jobId;
  return typeof fromState === 'string' && fromState.trim() ? fromState.trim() : null;
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The status of the URL when the catalogue knows it (any case), else 'all'. */
function parseStatus(raw: string | null, statuses: readonly ApplicationStatus[]): StatusFilter {
  const value = (raw ?? '').trim().toLowerCase();
  return statuses.find((s) => s.toLowerCase() === value) ?? 'all';
}

export function parseApplicants(params: URLSearchParams, jobId: string, statuses: readonly ApplicationStatus[]): ApplicantsState {
  return {
    jobId,
    status: parseStatus(params.get('status'), statuses),
    search: (params.get('search') ?? '').trim(),
    page: parsePage(params.get('page')),
  };
}

/** The URL parameters of `state`: the job always, the defaults (all, no search, page 1) left out. */
export function toApplicantsParams({ jobId, status, search, page }: ApplicantsState): URLSearchParams {
  const params = new URLSearchParams({ jobId });
  if (status !== 'all') params.set('status', status);
  if (search.trim()) params.set('search', search.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

export const applicantsHref = (state: ApplicantsState) => `?${toApplicantsParams(state).toString()}`;

/** The API's query (GET /api/applications/job/{jobId}) for `state`. */
export function toApplicationsQuery({ status, search, page }: ApplicantsState) {
  return { page: String(page), limit: String(APPLICANTS_PAGE_SIZE), status, search: search.trim() || undefined };
}

/** Up to two initials of a name: 'Asha Verma' → 'AV', 'asha' → 'A', '' → '?'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The applied date of a row ('DD MM YYYY', spec §9: digits in every language), or null. */
export const rowDate = (input: string | null | undefined) => formatDate(input, 'DD MM YYYY', 'en');

/** The applied date in the modal ('MMM Do YY': 'Jan 5th 25', '5 जन॰ 25'), or the spec's fallback. */
export const modalDate = (input: string | null | undefined, language: Language, t: Translate<'applicants'>) =>
  formatDate(input, 'MMM Do YY', language) ?? t('dialog.dateNotAvailable');

/**
 * The applied position in the modal: its title (the employer's words) or the spec's fallback,
 * and its job type (null when unknown: the fallback shows).
 */
export function appliedPosition(
  job: Pick<NonNullable<ApplicationView['job']>, 'title' | 'type'> | null | undefined,
  t: Translate<'applicants'>,
) {
  const title = job?.title?.trim();
  return {
    title: title || t('dialog.titleNotAvailable'),
    /** Whether the title is the job's own (shown as written) or the fallback. */
    titleGiven: Boolean(title),
    type: job?.type?.trim() ? job.type : null,
  };
}

/** A page of applications with one application's status changed (the optimistic update). */
export function withStatus<R extends Pick<JobApplicationsReply, 'applications' | 'data'>>(
  reply: R,
  id: string,
  status: ApplicationStatus,
): R {
  const change = (list: ApplicationView[]) => list.map((a) => (a._id === id ? { ...a, status } : a));
  return { ...reply, applications: change(reply.applications), data: change(reply.data) };
}

type ApplicantProfile = components['schemas']['ApplicantProfile'];

/** How much experience an applicant has: 'Fresher', 'Intern', '4 years', '1 year', 'Experienced'. */
export function experienceLabel(
  profile: Pick<ApplicantProfile, 'status' | 'yearsOfExperience'>,
  t: Translate<'applicants'>,
): string {
  if (profile.status === 'experienced') {
    const years = profile.yearsOfExperience;
    if (typeof years === 'number' && years > 0) return t('experience.years', { count: years });
    return t('experience.experienced');
  }
  return profile.status === 'intern' ? t('experience.intern') : t('experience.fresher');
}

/** A phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The row's short line about the applicant ('Pune · 4 years'): the city they gave (their words,
 * null when none) and their experience; null without a profile.
 */
export function profileLine(
  profile: ApplicantProfile | null | undefined,
  t: Translate<'applicants'>,
): { place: string | null; experience: string } | null {
  if (!profile) return null;
  return { place: profile.location?.trim() || null, experience: experienceLabel(profile, t) };
}
