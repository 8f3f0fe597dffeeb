import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { saveAccountLanguage } from '@/lib/account-language';
import { useUser } from '@/lib/auth';
import { RequireRole } from '@/lib/authorization';
import { loadNamespaces, setLanguage, type Namespace } from '@/lib/i18n';
import { toLanguage, withoutLanguageParam } from '@/lib/language';
import { SessionLostWatch } from '@/lib/session-lost-watch';
import HomePage from './routes/home';
import { BrowserRouter } from './browser-router';
import { RouteError } from './routes/route-error';
import { ScrollRestoration } from './scroll-restoration';

/**
 * A lazily loaded page with the loading fallback (spec §2.1). `namespaces`: the catalogues of its
 * words (lib/i18n), loaded beside its code rather than after it.
 */
const lazyPage = (load: () => Promise<{ default: ComponentType }>, namespaces: Namespace[] = []) => {
  const Page = lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([page]) => page));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
};

/** Pages of the public area that have no content of their own yet get the page padding. */
const padded = (page: ReactNode) => <div className="px-4 py-6 sm:px-6 sm:py-14 lg:px-8">{page}</div>;

// The signed-in shells are loaded with the first signed-in page, out of the public pages' bundle.
const CandidateLayout = lazy(() => import('@/components/layouts/candidate-layout').then((m) => ({ default: m.CandidateLayout })));
const EmployerLayout = lazy(() => import('@/components/layouts/employer-layout').then((m) => ({ default: m.EmployerLayout })));
const withShell = (shell: ReactNode) => <Suspense fallback={<PageLoader />}>{shell}</Suspense>;

const candidateDashboard = lazyPage(() => import('./routes/candidate/dashboard'), ['candidateDashboard']);
const candidateSavedJobs = lazyPage(() => import('./routes/candidate/saved-jobs'), ['savedJobs']);
const candidateProfile = lazyPage(() => import('./routes/candidate/profile'), ['profile']);
const findJobs = lazyPage(() => import('./routes/public/find-jobs'), ['jobs']);

/**
 * /find-jobs: a job seeker sees it inside the candidate shell, everyone else in the public one
 * (§2.7). While the session check runs, the page renders in the public shell, as most visitors
 * see it, rather than waiting for the answer: that is under the splash, which stays until the
 * check answers (lib/splash.ts), so a job seeker does not see the switch.
 */
function FindJobsRoute() {
  const { data: user } = useUser();
  if (user?.role === 'jobseeker') return withShell(<CandidateLayout>{findJobs}</CandidateLayout>);
  return <PublicLayout>{padded(findJobs)}</PublicLayout>;
}

// Every route of spec §2.1. React Router matches paths case-insensitively, so /userDashboard and
// /userdashboard reach the same page; both are listed to keep the table complete.
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.aboutUs, element: lazyPage(() => import('./routes/about-us'), ['about']) },
      { path: paths.privacyPolicy, element: lazyPage(() => import('./routes/privacy-policy'), ['privacy']) },
      { path: paths.jobDetail, element: padded(lazyPage(() => import('./routes/public/job-detail'), ['jobs'])) },
      { path: paths.browseEmployers, element: padded(lazyPage(() => import('./routes/public/browse-employers'), ['employers'])) },
      { path: paths.employerDetail, element: padded(lazyPage(() => import('./routes/public/employer-detail'), ['employers'])) },
      {
        path: paths.alertConfirm,
        element: padded(
          lazyPage(() => import('./routes/public/alert-links').then((m) => ({ default: m.AlertConfirmPage })), ['jobAlerts']),
        ),
      },
      {
        path: paths.alertUnsubscribe,
        element: padded(
          lazyPage(() => import('./routes/public/alert-links').then((m) => ({ default: m.AlertUnsubscribePage })), ['jobAlerts']),
        ),
      },
    ],
  },
  { path: paths.findJobs, element: <FindJobsRoute /> },

  // The sign-in pages carry the forms and their schemas: loaded on demand, out of the home bundle.
  { path: paths.login, element: lazyPage(() => import('./routes/auth/login-chooser'), ['auth']) },
  {
    path: paths.loginJobseeker,
    element: lazyPage(() => import('./routes/auth/login').then((m) => ({ default: m.JobseekerLoginPage })), ['auth']),
  },
  {
    path: paths.loginEmployer,
    element: lazyPage(() => import('./routes/auth/login').then((m) => ({ default: m.EmployerLoginPage })), ['auth']),
  },
  {
    path: paths.loginAdmin,
    element: lazyPage(() => import('./routes/auth/login').then((m) => ({ default: m.AdminLoginPage })), ['auth']),
  },
  {
    path: paths.signupJobseeker,
    element: lazyPage(() => import('./routes/auth/signup').then((m) => ({ default: m.JobseekerSignupPage })), ['auth']),
  },
  {
    path: paths.signupEmployer,
    element: lazyPage(() => import('./routes/auth/signup').then((m) => ({ default: m.EmployerSignupPage })), ['auth']),
  },
  { path: paths.verifyEmail, element: lazyPage(() => import('./routes/auth/verify-email'), ['auth']) },
  { path: paths.resetMigratedPassword, element: lazyPage(() => import('./routes/auth/reset-migrated-password'), ['auth']) },

  {
    element: <RequireRole role="jobseeker" />,
    children: [
      {
        element: withShell(<CandidateLayout />),
        children: [
          { path: paths.candidate.dashboard, element: candidateDashboard },
          { path: paths.candidate.dashboardLower, element: candidateDashboard },
          { path: paths.candidate.editProfile, element: lazyPage(() => import('./routes/candidate/edit-profile'), ['profile']) },
          { path: paths.candidate.savedJobs, element: candidateSavedJobs },
          { path: paths.candidate.userSavedJobs, element: candidateSavedJobs },
          { path: paths.candidate.jobAlerts, element: lazyPage(() => import('./routes/candidate/job-alerts'), ['jobAlerts']) },
          {
            path: paths.candidate.myApplications,
            element: lazyPage(() => import('./routes/candidate/my-applications'), ['applications']),
          },
          {
            path: paths.candidate.applicationDashboard,
            element: lazyPage(() => import('./routes/candidate/application-dashboard'), ['applications']),
          },
          { path: paths.candidate.userProfile, element: candidateProfile },
          { path: paths.candidate.profile, element: candidateProfile },
        ],
      },
    ],
  },
  {
    element: <RequireRole role="employer" />,
    children: [
      {
        element: withShell(<EmployerLayout />),
        children: [
          {
            path: paths.employer.dashboard,
            element: lazyPage(() => import('./routes/employer/dashboard'), ['employerDashboard']),
          },
          { path: paths.employer.postJob, element: lazyPage(() => import('./routes/employer/post-job'), ['postJob']) },
          { path: paths.employer.manageJobs, element: lazyPage(() => import('./routes/employer/manage-jobs'), ['manageJobs']) },
          { path: paths.employer.applicants, element: lazyPage(() => import('./routes/employer/applicants'), ['applicants']) },
          {
            path: paths.employer.companyProfile,
            element: lazyPage(() => import('./routes/employer/company-profile'), ['companyProfile']),
          },
          {
            path: paths.employer.candidateFilter,
            element: lazyPage(() => import('./routes/employer/candidate-filter'), ['candidateFilter']),
          },
        ],
      },
    ],
  },
  // The moderation console (issue 29), in the public shell: its header has Moderation and Sign Out.
  {
    element: <RequireRole role="admin" />,
    children: [
      {
        element: <PublicLayout />,
        children: [{ path: paths.admin, element: lazyPage(() => import('./routes/admin/moderation'), ['admin']) }],
      },
    ],
  },

  { path: '*', element: <Navigate to={paths.home} replace /> },
];

/**
 * A page that fails to render, or whose code fails to load (e.g. after a deploy), shows RouteError
 * in place of the whole app; moving to another address tries again.
 */
class RouteErrorBoundary extends Component<{ locationKey: string; children: ReactNode }, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: { failedAt: string | null },
  ): { failedAt: string | null } | null {
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/**
 * `?lang=hi` or `?lang=en` reached inside the app (main.tsx reads it on a page load): sets the
 * language and leaves the address without it.
 */
function LanguageParamWatch() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: user } = useUser();
  useEffect(() => {
    const search = withoutLanguageParam(location.search);
    if (search === null) return;
    const language = toLanguage(new URLSearchParams(location.search).get('lang'));
    if (language) {
      void saveAccountLanguage(client, user, language);
      void setLanguage(language);
    }
    navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
  }, [client, location, navigate, user]);
  return null;
}

function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <>
      <ScrollRestoration />
      <LanguageParamWatch />
      <SessionLostWatch />
      <RouteErrorBoundary locationKey={location.key}>{page}</RouteErrorBoundary>
    </>
  );
}

// The declarative router: the data router (createBrowserRouter) would add 18 KB gzipped to every
// first load for loaders and actions the app does not use.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
