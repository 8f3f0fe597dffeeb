import { describe, expect, it } from 'vitest';
import { salaryWords } from '@/lib/format';
import { wordsOf } from '@/lib/i18n-testing';
import { chatSalary, linkTarget, replyText, type ChatJob, type ChatLink } from './reply';
import { welder } from './test-data';

const driver: ChatJob = {
  id: '6a1f1f0e-8a55-4a9e-b1e9-0f1f2e3d4c5b',
  title: 'Driver - Delivery',
  company: 'Swift Logistics',
  location: 'Delhi',
  salaryText: 'Not disclosed',
  salaryFrequency: 'per month',
  url: '/job/driver-delivery/6a1f1f0e-8a55-4a9e-b1e9-0f1f2e3d4c5b',
};
const seeAll: ChatLink = { label: 'See all 2 jobs', url: '/find-jobs?keyword=driver&location=Delhi' };

describe('replyText', () => {
  it('leaves out the job lines and the see-all line the cards and buttons show', () => {
    const text = [
      'I found 2 open driver jobs in Delhi.',
      'Top 2:',
      `1. Welder - Tata Steel, Jamshedpur, Jharkhand - ₹18,000 - ₹25,000 per month ${welder.url}`,
      `2. Driver - Delivery - Swift Logistics, Delhi - Not disclosed ${driver.url}`,
      `See all 2 jobs: ${seeAll.url}`,
    ].join('\n');
    expect(replyText(text, [welder, driver], [seeAll])).toBe('I found 2 open driver jobs in Delhi.');
  });

  it('keeps lines naming jobs that have no card, and the sentence before a bare link', () => {
    const text = `Here it is:\n1. Welder - Tata Steel ${welder.url}\nAlso see ${driver.url}`;
    expect(replyText(text, [driver], [])).toBe(text);
    const clarify = 'Tell me the kind of work you want. Or browse all jobs:\n/find-jobs';
    expect(replyText(clarify, [], [{ label: 'Browse all jobs', url: '/find-jobs' }])).toBe(
      'Tell me the kind of work you want. Or browse all jobs:',
    );
  });

  it('keeps the whole text without cards or links, or when nothing else would be left', () => {
    const text = `Top 1:\n1. Welder ${welder.url}`;
    expect(replyText(text, [], [])).toBe(text);
    expect(replyText(text, [welder], [])).toBe(text);
  });

  it('keeps a line that only mentions a link inside a sentence', () => {
    const text = `Open ${seeAll.url} to see them all, or ask again.`;
    expect(replyText(text, [], [seeAll])).toBe(text);
  });
});

describe('linkTarget', () => {
  it('follows pages of this site inside the app', () => {
    expect(linkTarget(welder.url)).toEqual({ kind: 'internal', to: welder.url });
    expect(linkTarget('/find-jobs?keyword=driver&location=Delhi%20NCR')).toEqual({
      kind: 'internal',
      to: '/find-jobs?keyword=driver&location=Delhi%20NCR',
    });
  });

  it('opens http(s) addresses as web links', () => {
    expect(linkTarget('https://example.com/help')).toEqual({ kind: 'external', href: 'https://example.com/help' });
  });

  it('links nothing else: other schemes, other hosts written as paths, spaces, plain words', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      '/job/a b',
      'find-jobs',
      '',
    ]) {
      expect(linkTarget(url)).toBeNull();
    }
  });
});

describe('chatSalary', () => {
  const job = { salaryText: '₹12,00,000 - ₹16,50,000 per year', salaryFrequency: 'per year' as const };
  it('says a yearly salary of a lakh or more in lakhs, as job cards do', () => {
    expect(chatSalary({ ...job, salaryMin: 1_200_000, salaryMax: 1_650_000 })).toBe('₹12–16.5 LPA');
  });
  it('says an undisclosed salary in the app’s language, and keeps the server text of jobs kept from before', async () => {
    const hindi = { ...job, salaryText: 'Salary not disclosed', salaryMin: null, salaryMax: null };
    expect(chatSalary(hindi)).toBe('Salary not disclosed');
    expect(chatSalary(hindi, salaryWords(await wordsOf('common', 'hi')))).toBe('वेतन नहीं बताया गया');
    expect(chatSalary({ salaryText: '₹9,000 per month', salaryMin: null, salaryMax: null })).toBe('₹9,000 per month');
  });
  it('keeps the server text for monthly pay', () => {
    expect(
      chatSalary({
        salaryText: '₹18,000 - ₹25,000 per month',
        salaryMin: 18_000,
        salaryMax: 25_000,
        salaryFrequency: 'per month',
      }),
    ).toBe('₹18,000 - ₹25,000 per month');
  });
});
