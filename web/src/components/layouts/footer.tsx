import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { FacebookMark, InstagramMark, LinkedInMark, XMark, YouTubeMark } from '@/components/ui/social-icons';
import { env, socialLinks } from '@/config/env';
import { dashboardPath, loginPath, paths } from '@/config/paths';
import type { OriginState } from '@/lib/auth';
import { useUser } from '@/lib/auth';
import type { Role } from '@/types/api';

const SOCIAL_MARKS = {
  Facebook: FacebookMark,
  'X (Twitter)': XMark,
  LinkedIn: LinkedInMark,
  Instagram: InstagramMark,
  YouTube: YouTubeMark,
} as const;

const CANDIDATE_LINKS = [
  { to: paths.candidate.dashboard, label: 'footer.candidateDashboard' },
  { to: paths.candidate.myApplications, label: 'footer.myApplications' },
  { to: paths.candidate.applicationDashboard, label: 'footer.applicationDashboard' },
  { to: paths.candidate.userSavedJobs, label: 'footer.savedJobs' },
  { to: paths.candidate.userProfile, label: 'footer.myProfile' },
] as const;

const EMPLOYER_LINKS = [
  { to: paths.employer.dashboard, label: 'footer.employerDashboard' },
  { to: paths.employer.postJob, label: 'footer.postJob' },
  { to: paths.employer.manageJobs, label: 'footer.manageJobs' },
  { to: paths.employer.companyProfile, label: 'footer.companyProfile' },
  { to: paths.employer.candidateFilter, label: 'footer.searchCandidates' },
] as const;

const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

/**
 * A link into one role's area (spec §2.2): anonymous users go to that role's login page
 * (remembering the target), users of the other role go to their own dashboard.
 */
function RoleLink({ role, to, label }: { role: Role; to: string; label: string }) {
  const { data: user } = useUser();
  let target = to;
  let state: OriginState | undefined;
  if (!user) {
    target = loginPath(role);
    state = { from: { pathname: to } };
  } else if (user.role !== role) {
    target = dashboardPath(user.role);
  }
  return (
    <li>
      <Link to={target} state={state} className={linkClass}>
        {label}
      </Link>
    </li>
  );
}

/** Links that lead nowhere yet (spec §2.1: Terms & Conditions and Sitemap). */
function InertLink({ label }: { label: string }) {
  return (
    <li>
      <span className="cursor-default text-sm text-slate-400" aria-disabled="true">
        {label}
      </span>
    </li>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const role = user?.role;
  // Spec §2.2: a signed-in user sees only their own role's column, so the grid has one column
  // fewer then (no empty column where the other role's links would be); an admin (issue 29) is
  // neither, and sees neither.
  const admin = role === 'admin';
  const columns = admin ? 'sm:grid-cols-2' : role ? 'sm:grid-cols-3' : 'sm:grid-cols-3 lg:grid-cols-4';
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className={`mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:px-8 ${columns}`}>
        <div className={`col-span-2 space-y-5 ${role ? 'sm:col-span-1' : 'sm:col-span-3 lg:col-span-1'}`}>
          <Logo inverted />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{t('footer.tagline')}</p>
          <div>
            <h2 className="sr-only">{t('footer.contact')}</h2>
            <a
              href={`mailto:${env.SUPPORT_EMAIL}`}
              className="inline-flex items-center gap-2 text-sm text-slate-300 hover:text-white"
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
              {env.SUPPORT_EMAIL}
            </a>
          </div>
          <ul className="flex gap-2" aria-label={t('footer.social')}>
            {socialLinks.map(({ label, href }) => {
              const Mark = SOCIAL_MARKS[label];
              return (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { name: label })}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition-colors hover:bg-brand-700 hover:text-white"
                  >
                    <Mark className="h-4 w-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <Column title={t('footer.quickLinks')}>
          <li>
            <Link to={paths.home} className={linkClass}>
              {t('footer.home')}
            </Link>
          </li>
          <li>
            <Link to={paths.findJobs} className={linkClass}>
              {t('footer.findJobs')}
            </Link>
          </li>
          <li>
            <Link to={paths.browseEmployers} className={linkClass}>
              {t('footer.browseEmployers')}
            </Link>
          </li>
          <li>
            <Link to={paths.aboutUs} className={linkClass}>
              {t('footer.aboutUs')}
            </Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy} className={linkClass}>
              {t('footer.privacyPolicy')}
            </Link>
          </li>
          <InertLink label={t('footer.terms')} />
          <InertLink label={t('footer.sitemap')} />
        </Column>

        {role !== 'employer' && !admin ? (
          <Column title={t('footer.forCandidates')}>
            {CANDIDATE_LINKS.map((link) => (
              <RoleLink key={link.to} role="jobseeker" to={link.to} label={t(link.label)} />
            ))}
          </Column>
        ) : null}

        {role !== 'jobseeker' && !admin ? (
          <Column title={t('footer.forEmployers')}>
            {EMPLOYER_LINKS.map((link) => (
              <RoleLink key={link.to} role="employer" to={link.to} label={t(link.label)} />
            ))}
          </Column>
        ) : null}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          {t('footer.rights', { year: new Date().getFullYear(), app: env.APP_NAME })}
        </p>
      </div>
    </footer>
  );
}
