// The job form of spec §5 ('Job form') and §3 ('Job form fields'): its values, its rules with the
// spec's messages in the spec's order, and the mapping to and from the API (POST/PUT /api/jobs).
import { z } from '@/lib/zod';
import type { RequestBody } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import type words from '@/locales/en/postJob.json';
import type { Job, Meta, User } from '@/types/api';
import { maskPhoneNumbers } from './phone-mask';

type JobBody = RequestBody<'post', '/api/jobs'>;

/**
 * What the form holds: text, as the inputs give it (numbers are parsed by the schema). Catalogue
 * fields are '' until one is chosen; the API's names are `title` and `type` (§3).
 */
export type JobFormValues = {
  jobTitle: string;
  state: string;
  location: string;
  category: string;
  jobType: string;
  workMode: string;
  description: string;
  requirements: string;
  salaryMin: string;
  salaryMax: string;
  salaryFrequency: string;
  gender: string;
  isBlueCollar: string;
  openPositions: string;
};

/**
 * Spec §3 defaults: gender Both, blue collar No, one open position. The salary period has no
 * default (beyond the spec: the example amounts are monthly, and a default of per year published
 * them as yearly): the employer picks it, per month offered first.
 */
export const EMPTY_JOB_FORM: JobFormValues = {
  jobTitle: '',
  state: '',
  location: '',
  category: '',
  jobType: '',
  workMode: '',
  description: '',
  requirements: '',
  salaryMin: '',
  salaryMax: '',
  salaryFrequency: '',
  gender: 'Both',
  isBlueCollar: 'No',
  openPositions: '1',
};

/** A message of the form's rules (`messages.*` of the postJob catalogue). */
type MessageKey = keyof (typeof words)['messages'];

/** The catalogue lists the form offers (GET /api/meta). */
export type JobCatalogue = Pick<Meta, 'states' | 'categories' | 'jobTypes' | 'workModes' | 'genders' | 'salaryFrequencies'>;

const YES_NO = ['Yes', 'No'] as const;

const number = (text: string): number | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
};

/** Whether `value` is one of `list` (a select's value, or a state typed in full in any case). */
const pickFrom = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item.toLowerCase() === value.trim().toLowerCase());

/**
 * The job form's schema for `catalogue`, with `t`'s messages (the spec's words in English, §5;
 * `messages.salaryFrequency` is beyond the spec: the period is chosen, never assumed). Every
 * rule of §5 runs in the spec's order (state, title, open positions, category, job type, work
 * mode, gender, blue collar, description, salary), each field keeping its first failure; the
 * output is the API's body.
 */
export function jobFormSchema(catalogue: JobCatalogue, t: Translate<'postJob'>) {
  return z
    .object({
      jobTitle: z.string(),
      state: z.string(),
      location: z.string(),
      category: z.string(),
      jobType: z.string(),
      workMode: z.string(),
      description: z.string(),
      requirements: z.string(),
      salaryMin: z.string(),
      salaryMax: z.string(),
      salaryFrequency: z.string(),
      gender: z.string(),
      isBlueCollar: z.string(),
      openPositions: z.string(),
    })
    .superRefine((v, ctx) => {
      const fail = (path: keyof JobFormValues, message: MessageKey) =>
        ctx.addIssue({ code: 'custom', path: [path], message: t(`messages.${message}`) });
      if (!v.state.trim()) fail('state', 'state');
      else if (!pickFrom(catalogue.states, v.state)) fail('state', 'stateUnknown');
      if (!v.jobTitle.trim()) fail('jobTitle', 'jobTitle');
      const positions = number(v.openPositions);
      if (positions === null || Number.isNaN(positions) || positions < 1) fail('openPositions', 'openPositionsMin');
      else if (!Number.isInteger(positions)) fail('openPositions', 'openPositionsWhole');
      if (!pickFrom(catalogue.categories, v.category)) fail('category', 'category');
      if (!pickFrom(catalogue.jobTypes, v.jobType)) fail('jobType', 'jobType');
      if (!pickFrom(catalogue.workModes, v.workMode)) fail('workMode', 'workMode');
      if (!pickFrom(catalogue.genders, v.gender)) fail('gender', 'gender');
      if (!pickFrom(YES_NO, v.isBlueCollar)) fail('isBlueCollar', 'isBlueCollar');
      if (!v.description.trim()) fail('description', 'description');
      const min = number(v.salaryMin);
      const max = number(v.salaryMax);
      if (min === null || max === null || Number.isNaN(min) || Number.isNaN(max)) {
        fail(min === null || Number.isNaN(min) ? 'salaryMin' : 'salaryMax', 'salaryBoth');
      } else if (min < 0 || max < 0) {
        fail(min < 0 ? 'salaryMin' : 'salaryMax', 'salaryNegative');
      } else if (max <= min) {
        fail('salaryMax', 'salaryOrder');
      }
      if (!pickFrom(catalogue.salaryFrequencies, v.salaryFrequency)) fail('salaryFrequency', 'salaryFrequency');
    })
    .transform((v): JobBody => toJobBody(v, catalogue));
}

/** The API body of valid form values: `title` and `type` for jobTitle and jobType (§3). */
function toJobBody(v: JobFormValues, catalogue: JobCatalogue): JobBody {
  return {
    title: v.jobTitle.trim(),
    state: pickFrom(catalogue.states, v.state),
    location: v.location.trim(),
    category: pickFrom(catalogue.categories, v.category),
    type: pickFrom(catalogue.jobTypes, v.jobType),
    workMode: pickFrom(catalogue.workModes, v.workMode),
    // Masked again here: a number typed last, with the caret still after it, was left open.
    description: maskPhoneNumbers(v.description.trim()).text,
    requirements: maskPhoneNumbers(v.requirements.trim()).text,
    salaryMin: Math.round(Number(v.salaryMin)),
    salaryMax: Math.round(Number(v.salaryMax)),
    salaryFrequency: pickFrom(catalogue.salaryFrequencies, v.salaryFrequency) ?? 'per year',
    gender: pickFrom(catalogue.genders, v.gender),
    isBlueCollar: pickFrom(YES_NO, v.isBlueCollar),
    openPositions: Number(v.openPositions),
  };
}

/** The form's values for an existing job (edit mode). */
export function fromJob(job: Job): JobFormValues {
  const amount = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');
  return {
    jobTitle: job.title,
    state: job.state,
    location: job.location,
    category: job.category,
    jobType: job.type,
    workMode: job.workMode,
    description: job.description,
    requirements: job.requirements,
    salaryMin: amount(job.salaryMin ?? job.salary.min),
    salaryMax: amount(job.salaryMax ?? job.salary.max),
    salaryFrequency: job.salaryFrequency,
    gender: job.gender,
    isBlueCollar: job.isBlueCollar,
    openPositions: String(job.openPositions),
  };
}

/** The states whose name contains what was typed (spec §5: suggestions filtered from the state list). */
export function stateSuggestions(states: readonly string[], typed: string, limit = 8): string[] {
  const term = typed.trim().toLowerCase();
  if (!term) return states.slice(0, limit);
  const starts = states.filter((s) => s.toLowerCase().startsWith(term));
  const contains = states.filter((s) => !s.toLowerCase().startsWith(term) && s.toLowerCase().includes(term));
  return [...starts, ...contains].slice(0, limit);
}

/**
 * Spec §5: before posting, the company profile must hold the name, the email and the company
 * name; the server also asks for the description and the logo (its message names them), so all
 * five are checked here.
 */
export function companyProfileComplete(user: Pick<User, 'name' | 'email' | 'companyName' | 'companyDesc' | 'companyLogo'>) {
  return [user.name, user.email, user.companyName, user.companyDesc, user.companyLogo].every((v) => Boolean(v?.trim()));
}
