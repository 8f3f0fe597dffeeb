import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './application-status';

describe('statusLabel / statusTone', () => {
  it('colours the spec statuses', () => {
    expect(statusTone('Applied')).toBe('grey');
    expect(statusTone('In Review')).toBe('yellow');
    expect(statusTone('Interview')).toBe('yellow');
    expect(statusTone('Accepted')).toBe('green');
    expect(statusTone('Hired')).toBe('green');
    expect(statusTone('Rejected')).toBe('red');
  });
  it('shows any other value as its own label, grey', () => {
    expect(statusLabel('Shortlisted')).toBe('Shortlisted');
    expect(statusTone('Shortlisted')).toBe('grey');
  });
  it('shows a missing status as Unknown', () => {
    expect(statusLabel(undefined)).toBe('Unknown');
    expect(statusLabel(' ')).toBe('Unknown');
  });
});
