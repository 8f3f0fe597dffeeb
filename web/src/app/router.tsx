import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { RequireRole } from '@/lib/authorization';
import HomePage from './routes/home';
import { RouteError } from './routes/route-error';

/** A lazily loaded page with the loading fallback (spec §2.1). */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
};

/** Pages of the public area that have no content of their own yet get the page padding. */
const padded = (page: ReactNode) => <div className="px-4 py-14 sm:px-6 lg:px-8">{page}</div>;

// The signed-in shells are loaded with the first signed-in page, out of the public pages' bundle.
const CandidateLayout = lazy(() =>
  import('@/components/layouts/candidate-layout').then((m) => ({ default: m.CandidateLayout })),
);
const EmployerLayout = lazy(() =>
  import('@/components/layouts/employer-layout').then((m) => ({ default: m.EmployerLayout })),
);
const withShell = (shell: ReactNode) => <Suspense fallback={<PageLoader />}>{shell}</Suspense>;

const candidateDashboard = lazyPage(() => import('./routes/candidate/dashboard'));
const candidateSavedJobs = lazyPage(() => import('./routes/candidate/saved-jobs'));
const candidateProfile = lazyPage(() => import('./routes/candidate/profile'));
const findJobs = lazyPage(() => import('./routes/public/find-jobs'));

/** /find-jobs: a job seeker sees it inside the candidate shell, everyone else in the public one (§2.7). */
function FindJobsRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return null;
  if (user?.role === 'jobseeker') return withShell(<CandidateLayout>{findJobs}</CandidateLayout>);
  return <PublicLayout>{padded(findJobs)}</PublicLayout>;
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// Every route of spec §2.1. React Router matches paths case-insensitively, so /userDashboard and
// /userdashboard reach the same page; both are listed to keep the table complete.
const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.aboutUs, element: lazyPage(() => import('./routes/about-us')) },
          { path: paths.privacyPolicy, element: lazyPage(() => import('./routes/privacy-policy')) },
          { path: paths.jobDetail, element: padded(lazyPage(() => import('./routes/public/job-detail'))) },
          { path: paths.browseEmployers, element: padded(lazyPage(() => import('./routes/public/browse-employers'))) },
          { path: paths.employerDetail, element: padded(lazyPage(() => import('./routes/public/employer-detail'))) },
        ],
      },
      { path: paths.findJobs, element: <FindJobsRoute /> },

      // The sign-in pages carry the forms and their schemas: loaded on demand, out of the home bundle.
      { path: paths.login, element: lazyPage(() => import('./routes/auth/login-chooser')) },
      {
        path: paths.loginJobseeker,
        element: lazyPage(() => import('./routes/auth/login').then((m) => ({ default: m.JobseekerLoginPage }))),
      },
      {
        path: paths.loginEmployer,
        element: lazyPage(() => import('./routes/auth/login').then((m) => ({ default: m.EmployerLoginPage }))),
      },
      {
        path: paths.signupJobseeker,
        element: lazyPage(() => import('./routes/auth/signup').then((m) => ({ default: m.JobseekerSignupPage }))),
      },
      {
        path: paths.signupEmployer,
        element: lazyPage(() => import('./routes/auth/signup').then((m) => ({ default: m.EmployerSignupPage }))),
      },
      { path: paths.verifyEmail, element: lazyPage(() => import('./routes/auth/verify-email')) },
      { path: paths.resetMigratedPassword, element: lazyPage(() => import('./routes/auth/reset-migrated-password')) },

      {
        element: <RequireRole role="jobseeker" />,
        children: [
          {
            element: withShell(<CandidateLayout />),
            children: [
              { path: paths.candidate.dashboard, element: candidateDashboard },
              { path: paths.candidate.dashboardLower, element: candidateDashboard },
              { path: paths.candidate.editProfile, element: lazyPage(() => import('./routes/candidate/edit-profile')) },
              { path: paths.candidate.savedJobs, element: candidateSavedJobs },
              { path: paths.candidate.userSavedJobs, element: candidateSavedJobs },
              { path: paths.candidate.myApplications, element: lazyPage(() => import('./routes/candidate/my-applications')) },
              {
                path: paths.candidate.applicationDashboard,
                element: lazyPage(() => import('./routes/candidate/application-dashboard')),
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
              { path: paths.employer.dashboard, element: lazyPage(() => import('./routes/employer/dashboard')) },
              { path: paths.employer.postJob, element: lazyPage(() => import('./routes/employer/post-job')) },
              { path: paths.employer.manageJobs, element: lazyPage(() => import('./routes/employer/manage-jobs')) },
              { path: paths.employer.applicants, element: lazyPage(() => import('./routes/employer/applicants')) },
              { path: paths.employer.companyProfile, element: lazyPage(() => import('./routes/employer/company-profile')) },
              { path: paths.employer.candidateFilter, element: lazyPage(() => import('./routes/employer/candidate-filter')) },
            ],
          },
        ],
      },

      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
