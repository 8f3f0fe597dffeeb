import { describe, expect, it } from 'vitest';
import { trendingNote, whyLine } from './recommendations';

describe('why a job is recommended', () => {
  it('names the matched skills', () => {
    expect(whyLine({ matchedSkills: ['React', 'SQL'], nearby: false })).toBe('Matches your skills: React, SQL');
  });

  it('says near you', () => {
    expect(whyLine({ matchedSkills: [], nearby: true })).toBe('Near you');
  });

  it('joins both', () => {
    expect(whyLine({ matchedSkills: ['Tally'], nearby: true })).toBe('Matches your skills: Tally · Near you');
  });

  it('nothing for a trending job', () => {
    expect(whyLine({ matchedSkills: [' '], nearby: false })).toBeNull();
  });

  it('the trending note depends on whether the profile has skills', () => {
    expect(trendingNote(false)).toBe('These jobs are trending because your profile has no skills yet.');
    expect(trendingNote(true)).toMatch(/match your skills/);
  });
});
