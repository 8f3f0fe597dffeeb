// The company profile (spec §2.18): what view mode shows for an empty field, and the form's
// values and body (PUT /api/users/profile, employer body of §7).
import type { User } from '@/types/api';

/** View mode's fallbacks, word for word (spec §2.18). */
export const FALLBACKS = {
  name: 'No name provided',
  email: 'No email provided',
  companyName: 'No company name provided',
  companyDesc: 'No company description provided',
  companyLocation: 'No location provided',
  industry: 'No industry provided',
} as const;

type ShownField = keyof typeof FALLBACKS;

/** The text view mode shows for `field`: the value, or the spec's fallback when it is blank. */
export const shown = (user: Partial<Pick<User, ShownField>>, field: ShownField): { text: string; missing: boolean } => {
  const value = user[field]?.trim();
  return value ? { text: value, missing: false } : { text: FALLBACKS[field], missing: true };
};

/** The edit form: text boxes, and the stored file names of the two pictures (null when none). */
export type CompanyProfileValues = {
  name: string;
  avatar: string | null;
  companyName: string;
  companyDesc: string;
  companyLogo: string | null;
  companyLocation: string;
  industry: string;
};

/** The form's values for the signed-in employer (Cancel restores these). */
export function profileValues(user: User): CompanyProfileValues {
  return {
    name: user.name ?? '',
    avatar: user.avatar || null,
    companyName: user.companyName ?? '',
    companyDesc: user.companyDesc ?? '',
    companyLogo: user.companyLogo || null,
    companyLocation: user.companyLocation ?? '',
    industry: user.industry ?? '',
  };
}

/**
 * The employer body of PUT /api/users/profile: the email sent back unchanged (it is read-only),
 * `company` kept equal to the company name, every text trimmed.
 */
export function profileBody(user: Pick<User, 'email'>, values: CompanyProfileValues) {
  const companyName = values.companyName.trim();
  return {
    name: values.name.trim(),
    email: user.email,
    avatar: values.avatar ?? '',
    company: companyName,
    companyName,
    companyDesc: values.companyDesc.trim(),
    companyLogo: values.companyLogo ?? '',
    companyLocation: values.companyLocation.trim(),
    industry: values.industry.trim(),
  };
}
