import { beforeAll, describe, expect, it } from 'vitest';
import { checkForm } from '@/lib/form';
import type { Translate } from '@/lib/i18n';
import { wordsOf } from '@/lib/i18n-testing';
import type { User } from '@/types/api';
import { simpleResumeDefaults, simpleResumeSchema, type SimpleResumeValues } from './simple-resume';

const user: User = {
  _id: '00000000-0000-0000-0000-000000000002',
  name: 'Ramesh Kumar',
  email: 'ramesh@example.in',
  role: 'jobseeker',
  createdAt: '2026-01-05T10:00:00Z',
  isEmailVerified: true,
  isSuspended: false,
  language: 'en',
  skills: ['Driving'],
  languages: ['Hindi'],
  status: 'fresher',
  phone: '98765 43210',
  location: 'Pune',
  resume: null,
};

const valid: SimpleResumeValues = {
  ...simpleResumeDefaults(user),
  yearsOfExperience: '3',
  experience: 'Delivery rider, 2 years\nLoader, 1 year',
  skills: 'Driving, Loading',
  education: '12th pass',
  languages: 'Hindi, Marathi',
};

let t: Translate<'profile'>;
beforeAll(async () => {
  t = await wordsOf('profile');
});

const errorsOf = async (values: Partial<SimpleResumeValues>) => {
  const result = await checkForm(simpleResumeSchema(t), { ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe('the simple résumé form', () => {
  it('starts from the profile', () => {
    expect(simpleResumeDefaults(user)).toEqual({
      name: 'Ramesh Kumar',
      phone: '98765 43210',
      city: 'Pune',
      yearsOfExperience: '0',
      experience: '',
      skills: 'Driving',
      education: '',
      languages: 'Hindi',
    });
  });

  it('sends the server body', async () => {
    const result = await checkForm(simpleResumeSchema(t), valid);
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    expect(result.data).toEqual({
      name: 'Ramesh Kumar',
      phone: '98765 43210',
      city: 'Pune',
      yearsOfExperience: 3,
      experience: 'Delivery rider, 2 years\nLoader, 1 year',
      skills: ['Driving', 'Loading'],
      education: '12th pass',
      languages: ['Hindi', 'Marathi'],
    });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'R', 'Name must be at least 2 characters'],
    ['phone', '', 'Phone number is required'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['city', ' ', 'City is required'],
    ['city', 'x'.repeat(101), 'City must be at most 100 characters'],
    ['city', 'சென்னை', 'City can only be written in English or Hindi letters'],
    ['yearsOfExperience', '2.5', 'Years of experience must be a whole number of 0 or more'],
    ['experience', 'x'.repeat(501), 'Work experience must be at most 500 characters'],
    ['experience', 'a\nb\nc\nd\ne\nf\ng', 'Work experience must be at most 6 lines'],
    ['skills', Array.from({ length: 16 }, (_, i) => `s${i}`).join(','), 'At most 15 skills fit on the resume'],
    ['education', 'x'.repeat(201), 'Education must be at most 200 characters'],
    ['languages', 'x'.repeat(31), 'Each language must be at most 30 characters'],
  ] as const)('%s = %j → %s', async (field, value, message) => {
    expect((await errorsOf({ [field]: value }))[field]).toBe(message);
  });

  it('says why in Hindi too', async () => {
    const hindi = await wordsOf('profile', 'hi');
    const result = await checkForm(simpleResumeSchema(hindi), { ...valid, city: 'சென்னை' });
    expect(result.success ? {} : result.errors).toEqual({ city: 'शहर केवल अंग्रेज़ी या हिन्दी अक्षरों में लिखें' });
  });

  it('takes Hindi', async () => {
    expect(await errorsOf({ name: 'राम कुमार', city: 'पुणे', skills: 'ड्राइविंग' })).toEqual({});
  });
});
