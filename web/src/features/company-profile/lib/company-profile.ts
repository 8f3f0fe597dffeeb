// The company profile (spec §2.18): what view mode shows for an empty field, and the form's
// values and body (PUT /api/users/profile, employer body of §7).
import type { Translate } from '@/lib/i18n';
import type words from '@/locales/en/companyProfile.json';
import type { User } from '@/types/api';

/** The fields view mode shows, each with its fallback (`fallback.*`: the spec's words, §2.18). */
type ShownField = keyof (typeof words)['fallback'];

/** The text view mode shows for `field`: the value, or the spec's fallback when it is blank. */
export const shown = (
  user: Partial<Pick<User, ShownField>>,
  field: ShownField,
  t: Translate<'companyProfile'>,
): { text: string; missing: boolean } => {
  const value = user[field]?.trim();
  return value ? { text: value, missing: false } : { text: t(`fallback.${field}`), missing: true };
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
