import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/ui/head';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Head title={t('routeError.title')} />
      <Logo />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
        <p className="mt-2 text-slate-600">{t('routeError.text')}</p>
      </div>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary', 'md')} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={paths.home} reloadDocument className={buttonClasses('outline', 'md')}>
          {t('routeError.home')}
        </Link>
      </div>
    </main>
  );
}
