import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Head } from '@/components/ui/head';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { HeroSearch } from '@/features/home/components/hero-search';
import { PopularSearches } from '@/features/home/components/popular-searches';

// Everything below the popular searches arrives as its own chunk (with the chat panel, the home
// page's first load stays within its 150 KB budget); the space it takes is held meanwhile so the
// footer does not jump.
const HomeSections = lazy(() => import('@/features/home/components/home-sections'));

/** Home (spec §2.2). */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <Head title={t('title')} />
      <HeroSearch />
      <PopularSearches />
      <Suspense fallback={<div className="min-h-[60rem]" />}>
        <HomeSections />
      </Suspense>
      <ChatWidget />
    </>
  );
}
