import { lazy, Suspense, useEffect, useState } from 'react';
import { Bookmark, ExternalLink, LayoutDashboard, Menu, ShieldCheck, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { buttonClasses } from '@/components/ui/button-styles';
import { Logo } from '@/components/ui/logo';
import { env } from '@/config/env';
import { dashboardPath, paths } from '@/config/paths';
import { useLogout, useUser } from '@/lib/auth';
import { richText } from '@/lib/rich-text';
import type { Role } from '@/types/api';

// Signed in only: out of the first load of the public pages; the space of its button is held.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

const NAV = [
  { to: paths.home, label: 'header.home', end: true },
  { to: paths.findJobs, label: 'header.findJobs', end: false },
  { to: paths.aboutUs, label: 'header.aboutUs', end: false },
] as const;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** The button to the signed-in user's own area: an admin's is the moderation console (issue 29). */
const homeLabel = (role: Role) => (role === 'admin' ? 'header.moderation' : 'header.dashboard');

/**
 * The public header of spec §2.2, with its mobile menu and the language switch (issue 30): both
 * languages side by side from 1280 px, the other one alone on narrower screens.
 */
export function Header() {
  const { t } = useTranslation();
  const { data: user, isPending } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const logout = useLogout();

  // Close the mobile menu whenever the route changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={user ? paths.findJobs : paths.home} aria-label={t('header.homeLink')} className="shrink-0">
          <Logo />
        </Link>

        <nav aria-label={t('header.mainNav')} className="hidden items-center gap-1 lg:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClasses}>
              {t(item.label)}
            </NavLink>
          ))}
          <a href={env.BLOG_URL} target="_blank" rel="noopener noreferrer" className={navLinkClasses({ isActive: false })}>
            <span className="inline-flex items-center gap-1">
              {t('header.blogs')} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">{t('opensInNewTab')}</span>
            </span>
          </a>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch variant="group" className="max-xl:hidden" />
          <LanguageSwitch variant="toggle" className="xl:hidden" />
          {isPending ? null : user ? (
            <>
              {/* Under 640 px these two live in the mobile menu. (max-sm:hidden, not hidden
                  sm:inline-flex: the button classes carry inline-flex, which would win.) */}
              {user.role === 'jobseeker' ? (
                <Link
                  to={paths.candidate.userSavedJobs}
                  aria-label={t('header.savedJobsIcon')}
                  title={t('header.savedJobsIcon')}
                  className={buttonClasses('ghost', 'icon', 'max-sm:hidden')}
                >
                  <Bookmark className="h-5 w-5" aria-hidden="true" />
                </Link>
              ) : null}
              <Link to={dashboardPath(user.role)} className={buttonClasses('primary', 'sm', 'max-sm:hidden')}>
                {user.role === 'admin' ? (
                  <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
                )}
                {t(homeLabel(user.role))}
              </Link>
              <Suspense fallback={<span className="block h-9 w-[3.875rem]" aria-hidden="true" />}>
                <ProfileMenu user={user} />
              </Suspense>
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Link to={paths.loginEmployer} className={buttonClasses('outline', 'sm')}>
                {t('header.employerLogin')}
              </Link>
              <Link to={paths.loginJobseeker} className={buttonClasses('primary', 'sm')}>
                {t('header.candidateLogin')}
              </Link>
            </div>
          )}
          <button
            type="button"
            className={buttonClasses('ghost', 'icon', 'lg:hidden')}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      </div>

      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t('header.mobileNav')}
          className="border-t border-slate-200 bg-white px-4 pb-5 pt-3 shadow-lg lg:hidden"
        >
          <ul className="space-y-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                href={env.BLOG_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-1.5 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
              >
                {t('header.blogs')} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            </li>
            {user?.role === 'jobseeker' ? (
              <li>
                <Link
                  to={paths.candidate.userSavedJobs}
                  className="flex items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
                >
                  <Bookmark className="h-4 w-4" aria-hidden="true" /> {t('header.savedJobs')}
                </Link>
              </li>
            ) : null}
          </ul>
          <div className="mt-4 border-t border-slate-200 pt-4">
            {user ? (
              <div className="space-y-3">
                <p className="px-3 text-sm text-slate-600">
                  {richText(t('header.signedInAs', { role: t(`roles.${user.role}`) }), {
                    name: () => <span className="font-semibold text-slate-900">{user.name}</span>,
                  })}
                </p>
                <div className="grid grid-cols-2 gap-2">
                  <Link to={dashboardPath(user.role)} className={buttonClasses('primary', 'md')}>
                    {t(homeLabel(user.role))}
                  </Link>
                  <button type="button" className={buttonClasses('outline', 'md')} onClick={() => logout.mutate()}>
                    {t('header.signOut')}
                  </button>
                </div>
              </div>
            ) : isPending ? null : (
              <div className="grid grid-cols-2 gap-2">
                <Link to={paths.loginEmployer} className={buttonClasses('outline', 'md')}>
                  {t('header.employerLogin')}
                </Link>
                <Link to={paths.loginJobseeker} className={buttonClasses('primary', 'md')}>
                  {t('header.candidateLogin')}
                </Link>
              </div>
            )}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
