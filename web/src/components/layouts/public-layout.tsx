import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

/** Public header, page, footer. Renders `children` when given, else the matched child route. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
