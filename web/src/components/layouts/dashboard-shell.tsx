import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import type { User } from '@/types/api';
import { ProfileMenu } from './profile-menu';

export type ShellNavItem = {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Other paths that should mark this item as current (route aliases). */
  aliases?: readonly string[];
};

type NavMode = 'full' | 'icons' | 'responsive';

const COLLAPSE_KEY = 'kaamsetu.sidebarCollapsed';

const readCollapsed = () => {
  try {
    return window.localStorage.getItem(COLLAPSE_KEY) === '1';
  } catch {
    return false;
  }
};

type ShellProps = {
  user: User;
  nav: readonly ShellNavItem[];
  /** Accessible name of the sidebar navigation. */
  navLabel: string;
  greeting: ReactNode;
  children?: ReactNode;
};

/**
 * The signed-in shell (spec §2.9, §2.14): a sidebar that collapses to icons at 1024 px and up,
 * shows icons only between 768 and 1023 px, and becomes a slide-in drawer under 768 px.
 */
export function DashboardShell({ user, nav, navLabel, greeting, children }: ShellProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const logout = useLogout();

  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    try {
      window.localStorage.setItem(COLLAPSE_KEY, collapsed ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode); the toggle still works for this visit.
    }
  }, [collapsed]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const isCurrent = (item: ShellNavItem) =>
    [item.to, ...(item.aliases ?? [])].some((p) => p.toLowerCase() === location.pathname.toLowerCase());

  // 'full': labels shown (drawer). 'icons': icons only (collapsed). 'responsive': icons only on
  // the 768–1023 px rail, labels from 1024 px.
  const modeClasses = (mode: NavMode) => ({
    row: mode === 'icons' ? 'justify-center' : mode === 'responsive' ? 'justify-center lg:justify-start' : '',
    label: mode === 'icons' ? 'sr-only' : mode === 'responsive' ? 'sr-only lg:not-sr-only' : '',
    showTitle: mode !== 'full',
  });

  const renderNav = (mode: NavMode) => (
    <ul className="space-y-1">
      {nav.map((item) => {
        const current = isCurrent(item);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              aria-current={current ? 'page' : undefined}
              title={modeClasses(mode).showTitle ? item.label : undefined}
              className={[
                'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                modeClasses(mode).row,
                current ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              ].join(' ')}
            >
              <Icon
                className={`h-5 w-5 shrink-0 ${current ? 'text-brand-700' : 'text-slate-400 group-hover:text-slate-600'}`}
                aria-hidden="true"
              />
              <span className={modeClasses(mode).label}>{item.label}</span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );

  const logoutButton = (mode: NavMode) => (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      title={modeClasses(mode).showTitle ? t('shell.logout') : undefined}
      className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 ${modeClasses(mode).row}`}
    >
      <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className={modeClasses(mode).label}>{t('shell.logout')}</span>
    </button>
  );

  return (
    <div className="min-h-dvh bg-slate-50">
      {/* Rail (768–1023 px) and collapsible sidebar (1024 px and up). */}
      <aside
        className={`fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-slate-200 bg-white md:flex md:w-20 ${collapsed ? 'lg:w-20' : 'lg:w-64'}`}
      >
        <div
          className={`flex h-16 items-center border-b border-slate-100 px-4 ${collapsed ? 'lg:justify-center' : 'lg:justify-between'} justify-center`}
        >
          <Link to={paths.findJobs} aria-label={t('header.homeLink')}>
            <Logo wordmarkClassName={collapsed ? 'hidden' : 'hidden lg:inline'} />
          </Link>
        </div>
        <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-3 py-4">
          {renderNav(collapsed ? 'icons' : 'responsive')}
        </nav>
        <div className="space-y-1 border-t border-slate-100 px-3 py-3">
          {logoutButton(collapsed ? 'icons' : 'responsive')}
          <button
            type="button"
            onClick={() => setCollapsed((v) => !v)}
            aria-label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
            aria-pressed={collapsed}
            className={`hidden w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-500 hover:bg-slate-100 lg:flex ${collapsed ? 'justify-center' : ''}`}
          >
            {collapsed ? (
              <PanelLeftOpen className="h-5 w-5" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="h-5 w-5" aria-hidden="true" />
            )}
            <span className={collapsed ? 'sr-only' : ''}>{t('shell.collapse')}</span>
          </button>
        </div>
      </aside>

      {/* Drawer under 768 px. */}
      {drawerOpen ? (
        <div className="fixed inset-0 z-50 md:hidden" role="dialog" aria-modal="true" aria-label={t('shell.navigation')}>
          <button
            type="button"
            aria-label={t('shell.closeNavigation')}
            className="absolute inset-0 bg-slate-900/40"
            onClick={() => setDrawerOpen(false)}
          />
          <div className="absolute inset-y-0 left-0 flex w-72 max-w-[85%] flex-col bg-white shadow-xl motion-safe:animate-slide-in">
            <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
              <Logo />
              <button
                type="button"
                className={buttonClasses('ghost', 'icon')}
                aria-label={t('shell.closeNavigation')}
                onClick={() => setDrawerOpen(false)}
                autoFocus
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
            <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-3 py-4">
              {renderNav('full')}
            </nav>
            <div className="border-t border-slate-100 px-3 py-3">{logoutButton('full')}</div>
          </div>
        </div>
      ) : null}

      <div className={`flex min-h-dvh flex-col md:pl-20 ${collapsed ? 'lg:pl-20' : 'lg:pl-64'}`}>
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <button
              type="button"
              className={buttonClasses('ghost', 'icon', 'md:hidden')}
              aria-label={t('shell.openNavigation')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <Menu className="h-5 w-5" aria-hidden="true" />
            </button>
            <p className="truncate text-base font-semibold text-slate-900 sm:text-lg">{greeting}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <LanguageSwitch variant="toggle" />
            <ProfileMenu user={user} />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
