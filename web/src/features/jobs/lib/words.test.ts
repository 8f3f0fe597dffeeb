import { describe, expect, it } from 'vitest';
import { RESUME_NEEDED } from '@/lib/apply';
import { wordsOf } from '@/lib/i18n-testing';
import { NEVER_PAY } from '@/lib/safety';
import { testWords } from './test-words';
import { filterWord, jobCount, valueWord } from './words';

const english = await testWords();
const hindi = await testWords('hi');

describe('valueWord and filterWord', () => {
  it('say a catalogue value in the app language, an unknown one as it is', () => {
    expect(valueWord(english, 'workMode', 'On-site')).toBe('Work from office');
    expect(valueWord(hindi, 'jobType', 'Part-Time')).toBe('पार्ट-टाइम');
    expect(valueWord(hindi, 'category', 'Gig work')).toBe('Gig work');
  });

  it('keep the filters’ own English (the value itself)', () => {
    expect(filterWord(english, 'workMode', 'On-site')).toBe('On-site');
    expect(filterWord(hindi, 'workMode', 'On-site')).toBe('ऑफ़िस से काम');
  });
});

describe('jobCount', () => {
  it('counts by each language’s plural rules, in Indian digit groups', () => {
    expect([0, 1, 2, 120000].map((n) => jobCount(english.t, n))).toEqual(['0 jobs', '1 job', '2 jobs', '1,20,000 jobs']);
    expect([1, 2].map((n) => jobCount(hindi.t, n))).toEqual(['1 नौकरी', '2 नौकरियाँ']);
  });
});

describe('the shared lines, word for word in English', () => {
  it('says the safety line and the résumé prompt as lib/safety and lib/apply do', async () => {
    const saved = await wordsOf('savedJobs');
    expect(english.t('applyControls.neverPay')).toBe(NEVER_PAY);
    expect(saved('neverPay')).toBe(NEVER_PAY);
    expect(english.t('actions.resumeNeeded')).toBe(RESUME_NEEDED);
    expect(saved('resumeNeeded')).toBe(RESUME_NEEDED);
  });
});
