// The simple résumé form (beyond the spec): a job seeker without a résumé file writes a few lines
// and the server makes a one-page PDF of them (POST /api/files/simple-resume). The rules and
// messages are the server's own, checked here first in the same order.
import { z } from 'zod';
import type { RequestBody } from '@/lib/api-client';
import type { User } from '@/types/api';
import { isValidPhone, parseSkills } from './profile-form';

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

export const SIMPLE_RESUME_FAILED = 'Failed to create your resume. Please try again.';

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
const scriptMessage = (field: string) => `${field} can only be written in English or Hindi letters`;

export const simpleResumeSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .min(2, 'Name must be at least 2 characters')
      .max(100, 'Name must be at most 100 characters')

      .refine(printable, scriptMessage('Name')),
    phone: z.string().trim().min(1, 'Phone number is required').refine(isValidPhone, 'Please enter a valid phone number'),
    city: z
      .string()
      .trim()
      .min(1, 'City is required')
      .min(2, 'City must be at least 2 characters')
      .max(L.city, `City must be at most ${L.city} characters`)

      .refine(printable, scriptMessage('City')),
    yearsOfExperience: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 80), 'Years of experience must be a whole number of 0 or more'),
    experience: z
      .string()
      .trim()
      .max(L.experience, `Work experience must be at most ${L.experience} characters`)
      .refine(
        (v) => v.split('\n').filter((line) => line.trim()).length <= L.experienceLines,
        `Work experience must be at most ${L.experienceLines} lines`,
      )

      .refine(printable, scriptMessage('Work experience')),
    skills: z
      .string()
      .refine((v) => parseSkills(v).every((s) => s.length <= L.skill), `Each skill must be at most ${L.skill} characters`)
      .refine((v) => parseSkills(v).length <= L.skills, `At most ${L.skills} skills fit on the resume`)

      .refine(printable, scriptMessage('Skills')),
    education: z
      .string()
      .trim()
      .max(L.education, `Education must be at most ${L.education} characters`)

      .refine(printable, scriptMessage('Education')),
    languages: z
      .string()
      .refine(
        (v) => parseSkills(v).every((s) => s.length <= L.language),
        `Each language must be at most ${L.language} characters`,
      )
      .refine((v) => parseSkills(v).length <= L.languages, `At most ${L.languages} languages`)

      .refine(printable, scriptMessage('Languages')),
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

export type SimpleResumeValues = z.input<typeof simpleResumeSchema>;

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
