import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { Head } from '@/components/ui/head';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Head title="Something went wrong" />
      <Logo />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">Please reload the page. If it keeps happening, try again in a little while.</p>
      </div>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary', 'md')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} reloadDocument className={buttonClasses('outline', 'md')}>
          Go home
        </Link>
      </div>
    </main>
  );
}
