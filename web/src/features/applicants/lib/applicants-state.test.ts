import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import type { ApplicationStatus } from '@/types/api';
import {
  appliedPosition,
  experienceLabel,
  profileLine,
  telHref,
  applicantsHref,
  initials,
  modalDate,
  parseApplicants,
  pickJobId,
  rowDate,
  toApplicantsParams,
  toApplicationsQuery,
  withStatus,
} from './applicants-state';

const STATUSES: ApplicationStatus[] = ['Applied', 'In Review', 'Accepted', 'Rejected'];
const t = await wordsOf('applicants');
const hi = await wordsOf('applicants', 'hi');

describe('pickJobId', () => {
  it('takes the URL first, then the navigation state', () => {
    expect(pickJobId(new URLSearchParams('jobId=url'), { jobId: 'state' })).toBe('url');
    expect(pickJobId(new URLSearchParams(''), { jobId: 'state' })).toBe('state');
  });

  it('is null without either', () => {
    expect(pickJobId(new URLSearchParams(''), null)).toBeNull();
    expect(pickJobId(new URLSearchParams('jobId=%20'), { jobId: 7 })).toBeNull();
    expect(pickJobId(new URLSearchParams(''), { other: 'x' })).toBeNull();
  });
});

describe('the URL', () => {
  it('reads the status (any case, catalogue only), search and page', () => {
    expect(parseApplicants(new URLSearchParams('status=in%20review&search=%20asha%20&page=2'), 'j', STATUSES)).toEqual({
      jobId: 'j',
      status: 'In Review',
      search: 'asha',
      page: 2,
    });
    expect(parseApplicants(new URLSearchParams('status=Hired&page=0'), 'j', STATUSES)).toMatchObject({ status: 'all', page: 1 });
    // Before the catalogue arrives every status reads as all.
    expect(parseApplicants(new URLSearchParams('status=Applied'), 'j', []).status).toBe('all');
  });

  it('always keeps the job, leaves the defaults out and round-trips', () => {
    expect(applicantsHref({ jobId: 'j', status: 'all', search: '', page: 1 })).toBe('?jobId=j');
    const state = { jobId: 'j', status: 'Accepted', search: 'a@b.in', page: 3 } as const;
    expect(toApplicantsParams(state).toString()).toBe('jobId=j&status=Accepted&search=a%40b.in&page=3');
    expect(parseApplicants(toApplicantsParams(state), 'j', STATUSES)).toEqual(state);
  });

  it('asks the API for 10 a page', () => {
    expect(toApplicationsQuery({ jobId: 'j', status: 'all', search: ' ', page: 2 })).toEqual({
      page: '2',
      limit: '10',
      status: 'all',
      search: undefined,
    });
  });
});

describe('display', () => {
  it('initials', () => {
    expect(initials('Asha Verma')).toBe('AV');
    expect(initials(' asha  kumari verma ')).toBe('AV');
    expect(initials('asha')).toBe('A');
    expect(initials('  ')).toBe('?');
  });

  it("the header's count", () => {
    expect(t('job.count', { count: 0 })).toBe('0 Application(s)');
    expect(t('job.count', { count: 3 })).toBe('3 Application(s)');
  });

  it('dates: DD MM YYYY on rows, MMM Do YY in the modal with its fallback', () => {
    expect(rowDate('2025-01-05T12:00:00Z')).toBe('05 01 2025');
    expect(rowDate('nonsense')).toBeNull();
    expect(modalDate('2025-01-05T12:00:00Z', 'en', t)).toBe('Jan 5th 25');
    expect(modalDate(null, 'en', t)).toBe('Date Not Available');
    expect(modalDate('2025-01-05T12:00:00Z', 'hi', hi)).toMatch(/^5 जन/);
    expect(modalDate(null, 'hi', hi)).toBe('तारीख उपलब्ध नहीं');
  });

  it('the applied position with its fallbacks', () => {
    expect(appliedPosition({ title: 'Driver', type: 'Full-Time' }, t)).toEqual({
      title: 'Driver',
      titleGiven: true,
      type: 'Full-Time',
    });
    expect(appliedPosition(null, t)).toEqual({ title: 'Job Title Not Available', titleGiven: false, type: null });
    expect(t('dialog.typeNotAvailable')).toBe('Job Type Not Available');
  });
});

describe('withStatus', () => {
  it('changes one application in both lists and nothing else', () => {
    type Application = Parameters<typeof withStatus>[0]['applications'][number];
    const a = { _id: 'a', status: 'Applied' } as Application;
    const b = { _id: 'b', status: 'Applied' } as Application;
    const reply = { applications: [a, b], data: [a, b], success: true };
    const next = withStatus(reply, 'b', 'Rejected');
    expect(next.applications.map((x) => x.status)).toEqual(['Applied', 'Rejected']);
    expect(next.data.map((x) => x.status)).toEqual(['Applied', 'Rejected']);
    expect(next.success).toBe(true);
    expect(reply.applications[1]).toBe(b);
  });
});

describe('the applicant profile', () => {
  const profile = {
    status: 'experienced' as const,
    yearsOfExperience: 4,
    location: 'Pune',
    phone: '+91 98765-43210',
    skills: [],
    languages: [],
  };

  it('reads experience, the row line and the phone link', () => {
    expect(experienceLabel(profile, t)).toBe('4 years');
    expect(experienceLabel({ status: 'experienced', yearsOfExperience: 1 }, t)).toBe('1 year');
    expect(experienceLabel({ status: 'experienced', yearsOfExperience: null }, t)).toBe('Experienced');
    expect(experienceLabel({ status: 'fresher' }, t)).toBe('Fresher');
    expect(experienceLabel({ status: 'intern' }, t)).toBe('Intern');
    expect(experienceLabel(profile, hi)).toBe('4 साल');
    expect(profileLine(profile, t)).toEqual({ place: 'Pune', experience: '4 years' });
    expect(profileLine({ ...profile, location: null, status: 'fresher' }, t)).toEqual({ place: null, experience: 'Fresher' });
    expect(profileLine(undefined, t)).toBeNull();
    expect(telHref(profile.phone)).toBe('tel:+919876543210');
  });
});
