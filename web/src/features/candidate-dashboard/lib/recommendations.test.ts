import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/lib/i18n-testing';
import { whyReasons } from './recommendations';

describe('why a job is recommended', () => {
  it('names the matched skills', () => {
    expect(whyReasons({ matchedSkills: ['React', 'SQL'], nearby: false })).toEqual({ skills: ['React', 'SQL'], nearby: false });
  });

  it('says near you', () => {
    expect(whyReasons({ matchedSkills: [], nearby: true })).toEqual({ skills: [], nearby: true });
  });

  it('drops blank skills', () => {
    expect(whyReasons({ matchedSkills: ['Tally', ' '], nearby: true })).toEqual({ skills: ['Tally'], nearby: true });
  });

  it('nothing for a trending job', () => {
    expect(whyReasons({ matchedSkills: [' '], nearby: false })).toBeNull();
  });

  it('reads in both languages', async () => {
    const en = await wordsOf('candidateDashboard');
    expect(en('recommended.matches')).toBe('Matches your skills: <skills/>');
    expect(en('recommended.near')).toBe('Near you');
    expect(en('recommended.trendingNoSkills')).toBe('These jobs are trending because your profile has no skills yet.');
    expect(en('recommended.trendingNoMatch')).toMatch(/match your skills/);
    const hi = await wordsOf('candidateDashboard', 'hi');
    expect(hi('recommended.near')).toBe('आपके पास');
  });
});
