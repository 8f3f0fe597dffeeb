import { describe, expect, it } from 'vitest';
import {
  auditAction,
  formatDateTime,
  groupQueue,
  postedWords,
  queueCountText,
  reportTally,
  reviewBadge,
  riskTone,
  type QueueItem,
  type Review,
} from './moderation';
import { wordsOf } from '@/lib/i18n-testing';

const t = await wordsOf('admin');

const item = (id: string, review: Review) => ({ review, job: { _id: id } }) as QueueItem;

describe('labels', () => {
  it('names each review state of the queue', () => {
    expect(reviewBadge('held', t)).toEqual({ label: 'Held by check', tone: 'amber' });
    expect(reviewBadge('hidden', t)).toEqual({ label: 'Hidden after reports', tone: 'red' });
    expect(reviewBadge('live', t)).toEqual({ label: 'Reported', tone: 'orange' });
  });

  it('names the audit actions', () => {
    expect(auditAction('approve', t)).toEqual({ label: 'Approved', tone: 'green' });
    expect(auditAction('reject', t)).toEqual({ label: 'Rejected', tone: 'red' });
    expect(auditAction('suspend', t)).toEqual({ label: 'Suspended employer', tone: 'red' });
    expect(auditAction('unsuspend', t)).toEqual({ label: 'Unsuspend', tone: 'slate', english: true });
  });

  it('colours the risk score by how close it is to a refusal', () => {
    expect(riskTone(0)).toBe('slate');
    expect(riskTone(3)).toBe('slate');
    expect(riskTone(4)).toBe('amber');
    expect(riskTone(6)).toBe('amber');
    expect(riskTone(7)).toBe('red');
  });

  it('counts in words', () => {
    expect(queueCountText(1, t)).toBe('1 job to review');
    expect(queueCountText(3, t)).toBe('3 jobs to review');
    expect(t('audit.count', { count: 0 })).toBe('0 actions, newest first');
    expect(t('audit.count', { count: 1 })).toBe('1 action, newest first');
  });

  it('says when a job was posted, as lib/jobs does in English', () => {
    const now = new Date(2026, 10, 26, 12);
    expect(postedWords(new Date(2026, 10, 26, 8), t, now)).toBe('Posted today');
    expect(postedWords(new Date(2026, 10, 25, 8), t, now)).toBe('Posted 1 day ago');
    expect(postedWords(new Date(2026, 10, 20, 8), t, now)).toBe('Posted 6 days ago');
    expect(postedWords(new Date(2026, 9, 10, 8), t, now)).toBe('Posted 1 month ago');
    expect(postedWords(new Date(2026, 5, 1, 8), t, now)).toBe('Posted 5 months ago');
    expect(postedWords('not a date', t, now)).toBeNull();
  });

  it('writes a date and time, or null for no date', () => {
    expect(formatDateTime('2026-11-26T07:35:00Z')).toMatch(/^2[67] Nov 2026, \d{1,2}:\d{2}\s?(am|pm)$/i);
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
    expect(formatDateTime('2026-11-26T07:35:00Z', 'hi')).toMatch(/^2[67] नव॰ 2026/);
  });

  it('speaks Hindi with Hindi words', async () => {
    const hindi = await wordsOf('admin', 'hi');
    expect(reviewBadge('held', hindi)).toEqual({ label: 'जाँच में रुकी', tone: 'amber' });
    expect(queueCountText(3, hindi)).toBe('3 नौकरियाँ देखनी बाकी');
    expect(postedWords(new Date(2026, 10, 20, 8), hindi, new Date(2026, 10, 26, 12))).toBe('6 दिन पहले पोस्ट हुई');
  });
});

describe('reportTally', () => {
  it('each reason once with its count, most first, then in the dialog order', () => {
    const reports = [
      { reason: 'offensive' },
      { reason: 'fee_asked' },
      { reason: 'fake_company' },
      { reason: 'fee_asked' },
      { reason: 'other' },
    ] as const;
    expect(reportTally(reports)).toEqual([
      { reason: 'fee_asked', label: 'Asked for money / a fee', count: 2 },
      { reason: 'fake_company', label: 'Fake company', count: 1 },
      { reason: 'offensive', label: 'Offensive', count: 1 },
      { reason: 'other', label: 'Something else', count: 1 },
    ]);
    expect(reportTally([])).toEqual([]);
  });
});

describe('groupQueue', () => {
  it('puts hidden jobs first, then held, then live ones with reports, each in the API order', () => {
    const groups = groupQueue([item('a', 'held'), item('b', 'live'), item('c', 'hidden'), item('d', 'held')], t);
    expect(groups.map((g) => [g.review, g.title, g.items.map((i) => i.job._id)])).toEqual([
      ['hidden', 'Hidden after reports', ['c']],
      ['held', 'Held by the check', ['a', 'd']],
      ['live', 'Reported, still live', ['b']],
    ]);
  });

  it('leaves out empty groups and keeps an item of any other state', () => {
    expect(groupQueue([], t)).toEqual([]);
    const groups = groupQueue([item('a', 'held'), item('z', 'rejected')], t);
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([
      ['Held by the check', 1],
      ['Other', 1],
    ]);
  });
});
