// The simple résumé form (beyond the spec): a job seeker without a résumé file writes a few lines
// and the server makes a one-page PDF of them (POST /api/files/simple-resume). The rules and
// messages are the server's own (in Hindi, the profile catalogue's), checked here first in the
// same order.
import { z } from '@/lib/zod';
import type { RequestBody } from '@/lib/api-client';
import type { Key, Translate } from '@/lib/i18n';
import type { User } from '@/types/api';
import { isValidPhone, nameField, parseSkills } from './profile-form';

export type SimpleResumeBody = RequestBody<'post', '/api/files/simple-resume'>;

/** Limits of the page (the server's too). */
export const SIMPLE_RESUME_LIMITS = {
  city: 100,
  experience: 500,
  experienceLines: 6,
  skills: 15,
  skill: 50,
  education: 200,
  languages: 10,
  language: 30,
} as const;

const L = SIMPLE_RESUME_LIMITS;

// English letters, Latin accents, Hindi (Devanagari) and common punctuation print on the page
// (code point ranges, as the server's `printable`).
const PRINTABLE_RANGES: [number, number][] = [
  [0x09, 0x0a],
  [0x0d, 0x0d],
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x900, 0x97f],
  [0x200c, 0x200d],
  [0x2010, 0x2015],
  [0x2018, 0x201f],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20b9, 0x20b9],
  [0x2212, 0x2212],
];

/** Whether the PDF can show every character of `text` (Hindi once transliterated). */
const printable = (text: string) =>
  Array.from(text).every((c) => {
    const code = c.codePointAt(0) ?? 0;
    return PRINTABLE_RANGES.some(([from, to]) => code >= from && code <= to);
  });
/**
 * The simple résumé's rules, in the words of `t`'s language (English: the server's own, in its
 * order).
 */
export const simpleResumeSchema = (t: Translate<'profile'>) => {
  const script = (field: Key<'profile'> & `validation.field.${string}`) => t('validation.script', { field: t(field) });
  return z
    .object({
      name: nameField(t).refine(printable, script('validation.field.name')),
      phone: z.string().trim().min(1, t('validation.phoneRequired')).refine(isValidPhone, t('validation.phoneInvalid')),
      city: z
        .string()
        .trim()
        .min(1, t('validation.cityRequired'))
        .min(2, t('validation.cityMin'))
        .max(L.city, t('validation.cityMax', { max: L.city }))

        .refine(printable, script('validation.field.city')),
      yearsOfExperience: z
        .string()
        .trim()
        .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 80), t('validation.yearsInvalid')),
      experience: z
        .string()
        .trim()
        .max(L.experience, t('validation.experienceMax', { max: L.experience }))
        .refine(
          (v) => v.split('\n').filter((line) => line.trim()).length <= L.experienceLines,
          t('validation.experienceLines', { max: L.experienceLines }),
        )

        .refine(printable, script('validation.field.experience')),
      skills: z
        .string()
        .refine((v) => parseSkills(v).every((s) => s.length <= L.skill), t('validation.skillMax', { max: L.skill }))
        .refine((v) => parseSkills(v).length <= L.skills, t('validation.resumeSkillsMax', { max: L.skills }))

        .refine(printable, script('validation.field.skills')),
      education: z
        .string()
        .trim()
        .max(L.education, t('validation.educationMax', { max: L.education }))

        .refine(printable, script('validation.field.education')),
      languages: z
        .string()
        .refine((v) => parseSkills(v).every((s) => s.length <= L.language), t('validation.languageMax', { max: L.language }))
        .refine((v) => parseSkills(v).length <= L.languages, t('validation.languagesMax', { max: L.languages }))

        .refine(printable, script('validation.field.languages')),
    })
    .transform((v): SimpleResumeBody => ({
      name: v.name,
      phone: v.phone,
      city: v.city,
      yearsOfExperience: v.yearsOfExperience === '' ? 0 : Number(v.yearsOfExperience),
      experience: v.experience || null,
      skills: parseSkills(v.skills),
      education: v.education || null,
      languages: parseSkills(v.languages),
    }));
};

export type SimpleResumeValues = z.input<ReturnType<typeof simpleResumeSchema>>;

/** The form starts from the profile: what the job seeker already told us. */
export const simpleResumeDefaults = (user: User): SimpleResumeValues => ({
  name: user.name,
  phone: user.phone ?? '',
  city: user.location ?? '',
  yearsOfExperience: user.yearsOfExperience ? String(user.yearsOfExperience) : '0',
  experience: '',
  skills: user.skills.join(', '),
  education: user.educationQualification ?? '',
  languages: (user.languages ?? []).join(', '),
});
