import type { Role } from '@/types/api';
import { env } from '@/config/env';

/** Every route of spec §2.1, in one place. Builders return absolute paths. */
export const paths = {
  home: '/',
  findJobs: '/find-jobs',
  jobDetail: '/job/:slug/:id',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  browseEmployers: '/browse-employers',
  employerDetail: '/employer/:id',
  login: '/login',
  loginJobseeker: '/login/jobseeker',
  loginEmployer: '/login/employer',
  /** The moderation console's sign-in (beyond the spec, issue 29): admins only, no sign-up. */
  loginAdmin: '/login/admin',
  signupJobseeker: '/signup/jobseeker',
  signupEmployer: '/signup/employer',
  verifyEmail: '/verify-email',
  resetMigratedPassword: '/reset-migrated-password',
  /** Where the links of job alert mails land (beyond the spec; docs/operations.md "Job alerts"). */
  alertConfirm: '/alerts/confirm',
  alertUnsubscribe: '/alerts/unsubscribe',
  /** The moderation console (issue 29): the queue and the audit log, for admins. */
  admin: '/admin',

  candidate: {
    dashboard: '/userDashboard',
    dashboardLower: '/userdashboard',
    editProfile: '/edit-profile',
    savedJobs: '/saved-jobs',
    userSavedJobs: '/user-saved-jobs',
    /** The job seeker's job alerts (beyond the spec). */
    jobAlerts: '/job-alerts',
    myApplications: '/my-applications',
    applicationDashboard: '/application-dashboard',
    userProfile: '/user-profile',
    profile: '/profile',
  },

  employer: {
    dashboard: '/employer-dashboard',
    postJob: '/post-job',
    manageJobs: '/manage-jobs',
    applicants: '/applicants',
    companyProfile: '/company-profile',
    candidateFilter: '/candidate-filter',
  },
} as const;

export const loginPath = (role: Role) =>
  role === 'employer' ? paths.loginEmployer : role === 'admin' ? paths.loginAdmin : paths.loginJobseeker;
export const signupPath = (role: Role) => (role === 'employer' ? paths.signupEmployer : paths.signupJobseeker);
export const dashboardPath = (role: Role | undefined | null) =>
  role === 'employer'
    ? paths.employer.dashboard
    : role === 'jobseeker'
      ? paths.candidate.dashboard
      : role === 'admin'
        ? paths.admin
        : paths.home;
export const profilePath = (role: Role) => (role === 'employer' ? paths.employer.companyProfile : paths.candidate.userProfile);

export const verifyEmailPath = (email: string) => `${paths.verifyEmail}?${new URLSearchParams({ email })}`;
export const resetMigratedPasswordPath = (email: string, role: Role) =>
  `${paths.resetMigratedPassword}?${new URLSearchParams({ email, role })}`;

export type FindJobsParams = Partial<
  Record<'keyword' | 'location' | 'category' | 'type' | 'workMode' | 'gender' | 'isBlueCollar', string>
>;

/** `/find-jobs?…` with the given filters; empty values are left out. */
export const findJobsPath = (params: FindJobsParams = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const trimmed = value?.trim();
    if (trimmed) search.set(key, trimmed);
  }
  const query = search.toString();
  return query ? `${paths.findJobs}?${query}` : paths.findJobs;
};

/** Which role a guarded path belongs to, if any (used by the /login chooser and the footer). */
export const roleOfPath = (pathname: string): Role | null => {
  const lower = pathname.toLowerCase();
  if (Object.values(paths.employer).some((p) => lower.startsWith(p.toLowerCase()))) return 'employer';
  if (Object.values(paths.candidate).some((p) => lower.startsWith(p.toLowerCase()))) return 'jobseeker';
  return null;
};

export const uploadUrl = (fileName: string) => `${env.UPLOADS_BASE}/${encodeURIComponent(fileName)}`;
