import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import { fixPath, profileCompleteness } from './completeness';

const empty = { avatar: null, phone: null, location: null, resume: null, skills: [], educationQualification: null };
const full = {
  avatar: 'a.png',
  phone: '9876543210',
  location: 'Pune, Maharashtra',
  resume: 'cv.pdf',
  skills: ['React'],
  educationQualification: 'B.Tech',
};

describe('profile completeness', () => {
  it('an empty profile is 0 % with all six missing, résumé first', () => {
    const result = profileCompleteness(empty);
    expect(result.percent).toBe(0);
    expect(result.missing.map((m) => m.field)).toEqual([
      'resume',
      'skills',
      'phone',
      'location',
      'educationQualification',
      'avatar',
    ]);
  });

  it('a full profile is 100 % with nothing missing', () => {
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
  });

  it('rounds down like the server: 4 of 6 is 66 %, 5 of 6 is 83 %', () => {
    expect(profileCompleteness({ ...full, avatar: null, phone: '' }).percent).toBe(66);
    expect(profileCompleteness({ ...full, avatar: undefined }).percent).toBe(83);
  });

  it('blank text and blank skills count as missing', () => {
    const result = profileCompleteness({ ...full, location: '   ', skills: [' '] });
    expect(result.missing.map((m) => m.field)).toEqual(['skills', 'location']);
  });

  it('each missing field links to the edit form at that field', async () => {
    const [resume] = profileCompleteness({ ...full, resume: null }).missing;
    expect(resume).toEqual({ field: 'resume', to: '/edit-profile?field=resume' });
    const t = await wordsOf('candidateDashboard');
    expect([t('completeness.field.resume'), t('completeness.action.resume')]).toEqual(['Resume', 'Upload your resume']);
    expect(fixPath('educationQualification')).toBe('/edit-profile?field=educationQualification');
  });
});
