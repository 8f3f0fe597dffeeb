import { BadgeCheck, Briefcase, Flag, Megaphone, ScrollText, ShieldCheck, Sparkles, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import type { Role } from '@/types/api';

/** The brand panel's slogan and selling points (`common` authLayout.*), for the people each page is for. */
const PITCH: Record<Role, { icon: typeof Sparkles; point: 'point1' | 'point2' | 'point3' }[]> = {
  jobseeker: [
    { icon: Sparkles, point: 'point1' },
    { icon: Briefcase, point: 'point2' },
    { icon: ShieldCheck, point: 'point3' },
  ],
  employer: [
    { icon: Megaphone, point: 'point1' },
    { icon: UsersRound, point: 'point2' },
    { icon: ShieldCheck, point: 'point3' },
  ],
  admin: [
    { icon: ShieldCheck, point: 'point1' },
    { icon: Flag, point: 'point2' },
    { icon: ScrollText, point: 'point3' },
  ],
};

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Small print under the card, e.g. the link to sign up. */
  footer?: ReactNode;
  /** Whom the page is for: employer pages get the employer pitch, the admin login the moderation one. */
  audience?: Role;
};

/** Split screen for the sign-in, sign-up and verification pages: brand panel and form card. */
export function AuthLayout({ title, subtitle, children, footer, audience = 'jobseeker' }: AuthLayoutProps) {
  const { t } = useTranslation();
  const points = PITCH[audience];
  return (
    <div className="flex min-h-dvh bg-white">
      <aside className="sticky top-0 hidden h-dvh w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-brand-900 p-12 text-white lg:flex">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 h-80 w-80 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-20 h-96 w-96 rounded-full bg-indigo-400/20 blur-3xl"
        />
        <Link to={paths.home} aria-label={t('header.homeLink')} className="relative">
          <Logo inverted />
        </Link>
        <div className="relative">
          <p className="text-3xl font-bold leading-tight tracking-tight xl:text-4xl">{t(`authLayout.${audience}.slogan`)}</p>
          <ul className="mt-8 space-y-4">
            {points.map(({ icon: Icon, point }) => (
              <li key={point} className="flex items-center gap-3 text-brand-100">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                {t(`authLayout.${audience}.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative flex items-center gap-2 text-sm text-brand-200">
          <BadgeCheck className="h-4 w-4" aria-hidden="true" /> {t('authLayout.madeFor')}
        </p>
      </aside>

      <div className="flex flex-1 flex-col">
        <div className="flex h-16 items-center justify-between gap-3 px-5 sm:px-8 lg:justify-end">
          <Link to={paths.home} aria-label={t('header.homeLink')} className="lg:hidden">
            <Logo />
          </Link>
          <LanguageSwitch variant="toggle" />
        </div>
        <main id="main" className="flex flex-1 items-start justify-center px-5 pb-12 pt-6 sm:px-8 lg:items-center lg:py-12">
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
            <div className="mt-8">{children}</div>
            {footer ? <div className="mt-8 text-center text-sm text-slate-600">{footer}</div> : null}
          </div>
        </main>
      </div>
    </div>
  );
}
