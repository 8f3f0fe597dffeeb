import { describe, expect, it } from 'vitest';
import type { User } from '@/types/api';
import { FALLBACKS, profileBody, profileValues, shown } from './company-profile';

const user = {
  _id: 'u1',
  name: 'Rohan Mehta',
  email: 'hr@setu.example.in',
  role: 'employer',
  avatar: null,
  companyName: ' Setu Logistics ',
  companyDesc: '',
  companyLogo: 'logo.png',
  companyLocation: null,
  industry: '   ',
  createdAt: '2026-01-01T00:00:00Z',
  isEmailVerified: true,
  isSuspended: false,
  language: 'en',
  skills: [],
  languages: [],
  status: 'fresher',
} as User;

describe('shown', () => {
  it('gives the value, or the spec fallback for a blank field', () => {
    expect(shown(user, 'companyName')).toEqual({ text: 'Setu Logistics', missing: false });
    expect(shown(user, 'companyDesc')).toEqual({ text: 'No company description provided', missing: true });
    expect(shown(user, 'companyLocation')).toEqual({ text: 'No location provided', missing: true });
    expect(shown(user, 'industry')).toEqual({ text: 'No industry provided', missing: true });
    expect(shown({}, 'name').text).toBe('No name provided');
    expect(shown({}, 'email').text).toBe('No email provided');
    expect(Object.keys(FALLBACKS)).toHaveLength(6);
  });
});

describe('profileBody', () => {
  it('sends the email back unchanged, company equal to the company name, texts trimmed', () => {
    const values = { ...profileValues(user), name: ' Rohan M ', industry: ' Logistics ' };
    expect(profileBody(user, values)).toEqual({
      name: 'Rohan M',
      email: 'hr@setu.example.in',
      avatar: '',
      company: 'Setu Logistics',
      companyName: 'Setu Logistics',
      companyDesc: '',
      companyLogo: 'logo.png',
      companyLocation: '',
      industry: 'Logistics',
    });
  });
});
