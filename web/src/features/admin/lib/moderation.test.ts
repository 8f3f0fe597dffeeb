import { describe, expect, it } from 'vitest';
import {
  auditAction,
  formatDateTime,
  groupQueue,
  plural,
  queueCountText,
  reportTally,
  reviewBadge,
  riskTone,
  type QueueItem,
  type Review,
} from './moderation';

const item = (id: string, review: Review) => ({ review, job: { _id: id } }) as QueueItem;

describe('labels', () => {
  it('names each review state of the queue', () => {
    expect(reviewBadge('held')).toEqual({ label: 'Held by check', tone: 'amber' });
    expect(reviewBadge('hidden')).toEqual({ label: 'Hidden after reports', tone: 'red' });
    expect(reviewBadge('live')).toEqual({ label: 'Reported', tone: 'orange' });
  });


  it('names the audit actions', () => {
    expect(auditAction('approve')).toEqual({ label: 'Approved', tone: 'green' });
    expect(auditAction('reject')).toEqual({ label: 'Rejected', tone: 'red' });
    expect(auditAction('suspend')).toEqual({ label: 'Suspended employer', tone: 'red' });
    expect(auditAction('unsuspend')).toEqual({ label: 'Unsuspend', tone: 'slate' });
  });

  it('colours the risk score by how close it is to a refusal', () => {
    expect(riskTone(0)).toBe('slate');
    expect(riskTone(3)).toBe('slate');
    expect(riskTone(4)).toBe('amber');
    expect(riskTone(6)).toBe('amber');
    expect(riskTone(7)).toBe('red');
  });

  it('counts in words', () => {
    expect(queueCountText(1)).toBe('1 job to review');
    expect(queueCountText(3)).toBe('3 jobs to review');
    expect(plural(0, 'report')).toBe('0 reports');
    expect(plural(1, 'report')).toBe('1 report');
  });

  it('writes a date and time, or null for no date', () => {
    expect(formatDateTime('2026-11-26T07:35:00Z')).toMatch(/^2[67] Nov 2026, \d{1,2}:\d{2}\s?(am|pm)$/i);
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
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
    const groups = groupQueue([item('a', 'held'), item('b', 'live'), item('c', 'hidden'), item('d', 'held')]);
    expect(groups.map((g) => [g.review, g.title, g.items.map((i) => i.job._id)])).toEqual([
      ['hidden', 'Hidden after reports', ['c']],
      ['held', 'Held by the check', ['a', 'd']],
      ['live', 'Reported, still live', ['b']],
    ]);
  });

  it('leaves out empty groups and keeps an item of any other state', () => {
    expect(groupQueue([])).toEqual([]);
    const groups = groupQueue([item('a', 'held'), item('z', 'rejected')]);
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([
      ['Held by the check', 1],
      ['Other', 1],
    ]);
  });
});
