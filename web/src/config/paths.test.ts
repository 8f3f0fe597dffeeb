import { describe, expect, it } from 'vitest';
import { dashboardPath, findJobsPath, resetMigratedPasswordPath, roleOfPath, verifyEmailPath } from './paths';

describe('paths', () => {
  it('builds find-jobs links with only the filters given', () => {
    expect(findJobsPath({ keyword: ' Driver ', location: '' })).toBe('/find-jobs?keyword=Driver');
    expect(findJobsPath({ type: 'Full-Time', isBlueCollar: 'No' })).toBe('/find-jobs?type=Full-Time&isBlueCollar=No');
    expect(findJobsPath({ keyword: 'UI/UX Designer', location: 'Navi Mumbai' })).toBe(
      '/find-jobs?keyword=UI%2FUX+Designer&location=Navi+Mumbai',
    );
    expect(findJobsPath()).toBe('/find-jobs');
  });

  it('sends each role to its own dashboard', () => {
    expect(dashboardPath('jobseeker')).toBe('/userDashboard');
    expect(dashboardPath('employer')).toBe('/employer-dashboard');
    expect(dashboardPath(null)).toBe('/');
  });

  it('knows which role a guarded path belongs to, whatever its case', () => {
    expect(roleOfPath('/userdashboard')).toBe('jobseeker');
    expect(roleOfPath('/user-saved-jobs')).toBe('jobseeker');
    expect(roleOfPath('/manage-jobs')).toBe('employer');
    expect(roleOfPath('/about-us')).toBeNull();
  });

  it('carries emails in query strings safely', () => {
    expect(verifyEmailPath('a+b@example.in')).toBe('/verify-email?email=a%2Bb%40example.in');
    expect(resetMigratedPasswordPath('a@b.in', 'employer')).toBe('/reset-migrated-password?email=a%40b.in&role=employer');
  });
});
