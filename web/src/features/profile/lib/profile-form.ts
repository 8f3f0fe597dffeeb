// The job seeker profile form (spec §2.10, §5 'Job seeker profile form'): its values, the zod
// schema with the server's own wording for each rule in English (the spec names the rules but no
// messages) and the profile catalogue's in Hindi, and the mapping from the saved profile to the
// form and from the form to PUT /api/users/profile.
import { z } from '@/lib/zod';
import type { RequestBody } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import type { ProfileStatus, User } from '@/types/api';

/** The status whose profile shows years of experience (spec §5). */
export const EXPERIENCED: ProfileStatus = 'experienced';

const MAX_SKILLS = 50;
const MAX_SKILL_LENGTH = 50;
const MAX_LANGUAGES = 10;
const MAX_LANGUAGE_LENGTH = 30;

/**
 * Skills typed comma separated, trimmed into a list (spec §5): empty parts dropped, a skill
 * already there (in any letter case) not added twice.
 */
export function parseSkills(text: string): string[] {
  return addSkills([], text);
}

/** `list` with the skills typed in `text` added after it, as parseSkills reads them. */
export function addSkills(list: readonly string[], text: string): string[] {
  const out = [...list];
  for (const part of text.split(',')) {
    const skill = part.trim();
    if (skill && !out.some((s) => s.toLowerCase() === skill.toLowerCase())) out.push(skill);
  }
  return out;
}

/**
 * What the skills box holds after `text` was typed: every part before the last comma becomes a
 * chip, the part after it stays in the box.
 */
export function splitSkillDraft(list: readonly string[], text: string): { skills: string[]; draft: string } {
  const last = text.lastIndexOf(',');
  if (last < 0) return { skills: [...list], draft: text };
  return { skills: addSkills(list, text.slice(0, last)), draft: text.slice(last + 1).trimStart() };
}

const PHONE_CHARS = /^[0-9+\-() ]+$/;

/** A phone number as the server takes it: digits, spaces, + - ( ), 10 to 15 digits. */
export const isValidPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARS.test(phone) && digits >= 10 && digits <= 15;
};

/** A person's name: required, 2 to 100 characters (the profile and the simple résumé). */
export const nameField = (t: Translate<'profile'>) =>
  z.string().trim().min(1, t('validation.nameRequired')).min(2, t('validation.nameMin')).max(100, t('validation.nameMax'));

/** The profile form's rules, in the words of `t`'s language (English: the server's own wording). */
export const profileSchema = (t: Translate<'profile'>) =>
  z
    .object({
      name: nameField(t),
      phone: z
        .string()
        .trim()
        .refine((v) => v === '' || isValidPhone(v), t('validation.phoneInvalid')),
      location: z.string().trim().max(200, t('validation.locationMax')),
      status: z.string().min(1, t('validation.statusRequired')),
      yearsOfExperience: z.string().trim(),
      educationQualification: z.string().trim().max(300, t('validation.educationQualificationMax')),
      /** Typed comma separated, like skills ('Hindi, Marathi'). */
      languages: z.string(),
      skills: z.array(z.string()),
      /** What is typed in the skills box and not yet a chip: it is kept on Save. */
      skillDraft: z.string(),
      avatar: z.string().nullable(),
      resume: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      if (values.status === EXPERIENCED && values.yearsOfExperience !== '') {
        const years = Number(values.yearsOfExperience);
        if (!/^\d+$/.test(values.yearsOfExperience) || years > 80) {
          ctx.addIssue({ code: 'custom', path: ['yearsOfExperience'], message: t('validation.yearsInvalid') });
        }
      }
      const languages = parseSkills(values.languages);
      if (languages.some((l) => l.length > MAX_LANGUAGE_LENGTH)) {
        ctx.addIssue({
          code: 'custom',
          path: ['languages'],
          message: t('validation.languageMax', { max: MAX_LANGUAGE_LENGTH }),
        });
      } else if (languages.length > MAX_LANGUAGES) {
        ctx.addIssue({ code: 'custom', path: ['languages'], message: t('validation.languagesMax', { max: MAX_LANGUAGES }) });
      }
      const skills = addSkills(values.skills, values.skillDraft);
      if (skills.some((s) => s.length > MAX_SKILL_LENGTH)) {
        ctx.addIssue({ code: 'custom', path: ['skills'], message: t('validation.skillMax', { max: MAX_SKILL_LENGTH }) });
      } else if (skills.length > MAX_SKILLS) {
        ctx.addIssue({ code: 'custom', path: ['skills'], message: t('validation.skillsMax', { max: MAX_SKILLS }) });
      }
    });

type ProfileSchema = ReturnType<typeof profileSchema>;

export type ProfileFormValues = z.input<ProfileSchema>;
export type ProfileBody = RequestBody<'put', '/api/users/profile'>;

/** The form's values for the saved profile (what Cancel restores). */
export const toFormValues = (user: User): ProfileFormValues => ({
  name: user.name,
  phone: user.phone ?? '',
  location: user.location ?? '',
  status: user.status,
  yearsOfExperience:
    user.yearsOfExperience === null || user.yearsOfExperience === undefined ? '' : String(user.yearsOfExperience),
  educationQualification: user.educationQualification ?? '',
  languages: (user.languages ?? []).join(', '),
  skills: [...user.skills],
  skillDraft: '',
  avatar: user.avatar ?? null,
  resume: user.resume ?? null,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The job seeker body of PUT /api/users/profile (spec §7): empty fields cleared, skills with
 * what is still typed in the box, years only for an experienced job seeker. The email goes back
 * unchanged (it cannot be changed).
 */
export function toProfileBody(values: z.output<ProfileSchema>, email: string): ProfileBody {
  const experienced = values.status === EXPERIENCED;
  return {
    name: values.name.trim(),
    email,
    phone: orNull(values.phone),
    location: orNull(values.location),
    status: values.status as ProfileStatus,
    yearsOfExperience: experienced && values.yearsOfExperience !== '' ? Number(values.yearsOfExperience) : null,
    educationQualification: orNull(values.educationQualification),
    languages: parseSkills(values.languages),
    skills: addSkills(values.skills, values.skillDraft),
    avatar: values.avatar,
    resume: values.resume,
  };
}

/** The fields a link may open the edit form at (/edit-profile?field=skills). */
const EDIT_FIELDS = [
  'avatar',
  'name',
  'phone',
  'location',
  'status',
  'educationQualification',
  'languages',
  'skills',
  'resume',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export const isEditField = (value: string | null): value is EditField =>
  value !== null && (EDIT_FIELDS as readonly string[]).includes(value);

/** 'PDF', 'DOC' or 'DOCX' from a stored file name; null when it has no ending. */
export const documentType = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toUpperCase() : null;
};
