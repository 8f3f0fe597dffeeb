import { describe, expect, it } from 'vitest';
import { carryOrigin, originPath, returnTo, safeReturnPath, sessionExpired } from './return-to';

describe('safeReturnPath', () => {
  it('keeps addresses of this app', () => {
    expect(safeReturnPath('/job/delivery-rider/42')).toBe('/job/delivery-rider/42');
    expect(safeReturnPath('/my-applications?status=Applied#top')).toBe('/my-applications?status=Applied#top');
  });

  it('refuses other sites, control characters and sign-in pages', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'job/1',
      '/job/1\n',
      '/login',
      '/login/jobseeker?x=1',
      '/Signup/Jobseeker',
      '/verify-email?email=a@b.in',
      '/reset-migrated-password',
      '',
      42,
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });
});

describe('the origin in navigation state', () => {
  it('round-trips a path through returnTo and originPath', () => {
    const state = returnTo('/job/cook/7?from=search#apply');
    expect(state).toEqual({ from: { pathname: '/job/cook/7', search: '?from=search', hash: '#apply' } });
    expect(originPath(state)).toBe('/job/cook/7?from=search#apply');
  });

  it('reads a guard’s state and ignores anything unsafe or missing', () => {
    expect(originPath({ from: { pathname: '/saved-jobs', search: '', hash: '' } })).toBe('/saved-jobs');
    expect(originPath({ from: { pathname: '//evil.example' } })).toBeNull();
    expect(originPath({ from: {} })).toBeNull();
    expect(originPath(null)).toBeNull();
    expect(originPath('x')).toBeNull();
  });

  it('carries the origin on without the reason, which is told once', () => {
    const expired = returnTo('/my-applications', 'session-expired');
    expect(sessionExpired(expired)).toBe(true);
    const carried = carryOrigin(expired);
    expect(carried).toEqual({ from: { pathname: '/my-applications', search: '', hash: '' } });
    expect(sessionExpired(carried)).toBe(false);
    expect(carryOrigin({})).toBeUndefined();
    expect(returnTo('https://evil.example', 'session-expired')).toEqual({ reason: 'session-expired' });
  });
});
