import { EmployersAndChannel } from './employers-and-channel';
import { PopularCategories } from './popular-categories';
import { TrendingJobs } from './trending-jobs';
import { TrustedCompanies } from './trusted-companies';

/**
 * The home page below the hero and the popular searches: popular categories, Trending This Week,
 * the logo strip, the brochure and the channel. Loaded as a chunk of its own after the first
 * paint, which keeps the home page's first load small.
 */
export default function HomeSections() {
  return (
    <>
      <PopularCategories />
      <TrendingJobs />
      <TrustedCompanies />
      <EmployersAndChannel />
    </>
  );
}
