import { Head } from '@/components/ui/head';
import { HeroSearch } from '@/features/home/components/hero-search';
import { PopularCategories } from '@/features/home/components/popular-categories';
import { PopularSearches } from '@/features/home/components/popular-searches';
import { TrustedCompanies } from '@/features/home/components/trusted-companies';

// Trending jobs, title suggestions and the chat assistant need endpoints that come later;
// they are left out here rather than shown with made-up data.
export default function HomePage() {
  return (
    <>
      <Head title="Find Jobs in India" />
      <HeroSearch />
      <PopularSearches />
      <PopularCategories />
      <TrustedCompanies />
    </>
  );
}
