// How complete a job seeker's profile is, from its fields: the same six the server's overview
// counts (GET /api/analytics/jobseekrOverview), each with the way to fill it in.
import { paths } from '@/config/paths';
import type { User } from '@/types/api';

export type ProfileField = 'avatar' | 'phone' | 'location' | 'resume' | 'skills' | 'educationQualification';

type MissingField = {
  /** What is missing (its words: the candidateDashboard catalogue's completeness.field and .action). */
  field: ProfileField;
  /** The edit form opened at that field. */
  to: string;
};

export type Completeness = { percent: number; missing: MissingField[] };

type ProfileFields = Pick<User, ProfileField>;

const FIELDS: readonly { field: ProfileField; filled: (p: ProfileFields) => boolean }[] = [
  { field: 'resume', filled: (p) => present(p.resume) },
  { field: 'skills', filled: (p) => p.skills.some((s) => s.trim() !== '') },
  { field: 'phone', filled: (p) => present(p.phone) },
  { field: 'location', filled: (p) => present(p.location) },
  { field: 'educationQualification', filled: (p) => present(p.educationQualification) },
  { field: 'avatar', filled: (p) => present(p.avatar) },
];

const present = (value: string | null | undefined) => Boolean(value?.trim());

/** The edit form opened at `field` (/edit-profile?field=…, read by the profile page). */
export const fixPath = (field: ProfileField) => `${paths.candidate.editProfile}?${new URLSearchParams({ field })}`;

/**
 * The share of the six fields filled in, rounded down (as the server does), and what is missing
 * in the order it matters most for applying: résumé, skills, phone, city, education, photo.
 */
export function profileCompleteness(profile: ProfileFields): Completeness {
  const missing = FIELDS.filter((f) => !f.filled(profile)).map(({ field }) => ({ field, to: fixPath(field) }));
  const percent = Math.floor(((FIELDS.length - missing.length) * 100) / FIELDS.length);
  return { percent, missing };
}
