import { describe, expect, it } from 'vitest';
import { statusBadge } from './application-status';

describe('status badge (spec §3)', () => {
  it('colours the four statuses', () => {
    expect(statusBadge('Applied').tone).toContain('slate');
    expect(statusBadge('In Review').tone).toContain('amber');
    expect(statusBadge('Accepted').tone).toContain('emerald');
    expect(statusBadge('Rejected').tone).toContain('red');
  });

  it('shows any other value as its own label, or Unknown', () => {
    expect(statusBadge('Interview').label).toBe('Interview');
    expect(statusBadge('On hold')).toEqual({ label: 'On hold', tone: expect.stringContaining('slate') });
    expect(statusBadge('').label).toBe('Unknown');
    expect(statusBadge(undefined).label).toBe('Unknown');
  });
});
