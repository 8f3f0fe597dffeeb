import { beforeAll, describe, expect, it } from 'vitest';
import { checkForm } from '@/lib/form';
import type { Translate } from '@/lib/i18n';
import { wordsOf } from '@/lib/i18n-testing';
import type { User } from '@/types/api';
import {
  addSkills,
  documentType,
  isEditField,
  isValidPhone,
  parseSkills,
  profileSchema,
  splitSkillDraft,
  toFormValues,
  toProfileBody,
  type ProfileFormValues,
} from './profile-form';

const user: User = {
  _id: '00000000-0000-0000-0000-000000000001',
  name: 'Asha Verma',
  email: 'asha@example.in',
  role: 'jobseeker',
  createdAt: '2026-01-05T10:00:00Z',
  isEmailVerified: true,
  isSuspended: false,
  language: 'en',
  skills: ['React', 'SQL'],
  languages: ['Hindi', 'English'],
  status: 'experienced',
  yearsOfExperience: 4,
  phone: '+91 98765 43210',
  location: 'Pune, Maharashtra',
  educationQualification: 'B.Tech',
  avatar: 'a.png',
  resume: null,
};

const valid: ProfileFormValues = toFormValues(user);

let t: Translate<'profile'>;
beforeAll(async () => {
  t = await wordsOf('profile');
});

const errorsOf = async (values: Partial<ProfileFormValues>) => {
  const result = await checkForm(profileSchema(t), { ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe('skills typed comma separated (spec §5)', () => {
  it('trims, drops empty parts and repeats in any case', () => {
    expect(parseSkills(' React, node.js ,react,, SQL ')).toEqual(['React', 'node.js', 'SQL']);
    expect(parseSkills('')).toEqual([]);
    expect(addSkills(['Excel'], 'excel, Tally')).toEqual(['Excel', 'Tally']);
  });

  it('a comma turns what is before it into chips and keeps the rest typed', () => {
    expect(splitSkillDraft(['React'], 'SQL, Go')).toEqual({ skills: ['React', 'SQL'], draft: 'Go' });
    expect(splitSkillDraft([], 'Excel,')).toEqual({ skills: ['Excel'], draft: '' });
    expect(splitSkillDraft(['React'], 'Rea')).toEqual({ skills: ['React'], draft: 'Rea' });
  });
});

describe('the profile schema', () => {
  it('accepts the saved profile', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', ' A ', 'Name must be at least 2 characters'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['phone', '98765abcde', 'Please enter a valid phone number'],
    ['yearsOfExperience', '-1', 'Years of experience must be a whole number of 0 or more'],
    ['yearsOfExperience', '1.5', 'Years of experience must be a whole number of 0 or more'],
  ] as const)('%s = %j → %s', async (field, value, message) => {
    expect((await errorsOf({ [field]: value }))[field]).toBe(message);
  });

  it('years are checked only for an experienced job seeker', async () => {
    expect(await errorsOf({ status: 'fresher', yearsOfExperience: 'many' })).toEqual({});
    expect(await errorsOf({ yearsOfExperience: '' })).toEqual({});
  });

  it('an empty phone is allowed, an Indian mobile with +91 is valid', () => {
    expect(isValidPhone('+91 98765 43210')).toBe(true);
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('98765')).toBe(false);
  });

  it('languages are typed comma separated, at most 10 of 30 characters', async () => {
    expect((await errorsOf({ languages: 'x'.repeat(31) })).languages).toBe('Each language must be at most 30 characters');
    expect((await errorsOf({ languages: Array.from({ length: 11 }, (_, i) => `L${i}`).join(',') })).languages).toBe(
      'At most 10 languages',
    );
    expect(await errorsOf({ languages: 'Hindi, Marathi' })).toEqual({});
  });

  it('skills longer than 50 characters are refused', async () => {
    expect((await errorsOf({ skillDraft: 'x'.repeat(51) })).skills).toBe('Each skill must be at most 50 characters');
  });

  it('speaks Hindi with the Hindi words', async () => {
    const hindi = await wordsOf('profile', 'hi');
    const result = await checkForm(profileSchema(hindi), { ...valid, name: '', phone: '12345' });
    expect(result.success ? {} : result.errors).toEqual({ name: 'नाम ज़रूरी है', phone: 'कृपया सही फ़ोन नंबर डालें' });
  });
});

describe('the body of PUT /api/users/profile', () => {
  it('clears empty fields, keeps years only when experienced, adds the typed skill', async () => {
    const result = await checkForm(profileSchema(t), {
      ...valid,
      phone: ' ',
      location: '',
      status: 'fresher',
      skillDraft: 'Go',
    });
    if (!result.success) throw new Error('expected valid');
    expect(toProfileBody(result.data, user.email)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: null,
      location: null,
      status: 'fresher',
      yearsOfExperience: null,
      educationQualification: 'B.Tech',
      languages: ['Hindi', 'English'],
      skills: ['React', 'SQL', 'Go'],
      avatar: 'a.png',
      resume: null,
    });
  });

  it('sends the years of an experienced job seeker as a number', async () => {
    const result = await checkForm(profileSchema(t), { ...valid, yearsOfExperience: '7' });
    if (!result.success) throw new Error('expected valid');
    expect(toProfileBody(result.data, user.email).yearsOfExperience).toBe(7);
  });

  it('the saved profile fills the form, missing fields as empty text', () => {
    expect(toFormValues({ ...user, phone: null, yearsOfExperience: null, location: undefined })).toMatchObject({
      phone: '',
      yearsOfExperience: '',
      location: '',
    });
  });
});

describe('labels', () => {
  it('reads years and document types', () => {
    expect(t('view.experienceYears', { count: 1 })).toBe('1 year of experience');
    expect(t('view.experienceYears', { count: 4 })).toBe('4 years of experience');
    expect(documentType('3f9a.pdf')).toBe('PDF');
    expect(documentType('cv')).toBeNull();
  });

  it('knows the fields an edit link may open', () => {
    expect(isEditField('skills')).toBe(true);
    expect(isEditField('password')).toBe(false);
    expect(isEditField(null)).toBe(false);
  });
});
