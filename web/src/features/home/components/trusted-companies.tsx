import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths, uploadUrl } from '@/config/paths';
import { useLogoEmployers } from '../api/get-logo-employers';
import { loopCopies, MIN_LOGOS } from '../lib/logo-strip';

const employerPath = (id: string) => paths.employerDetail.replace(':id', encodeURIComponent(id));

// Each logo has a fixed width and its spacing is padding, not gap: the two halves of the track
// are exactly equal, so sliding by half of it loops seamlessly. Under reduced motion the list is
// a still grid instead.
const tile =
  'flex h-16 w-40 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 motion-reduce:w-full motion-reduce:px-2';

function Heading() {
  const { t } = useTranslation('home');
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="trusted-companies" className="text-center text-sm font-semibold uppercase tracking-widest text-slate-500">
        {t('trusted.title')}
      </h2>
    </div>
  );
}

/**
 * The companies hiring on KaamSetu: the logos our own employers uploaded (GET /api/users?withLogo),
 * each a link to the employer's page. Auto-scrolling (10 s a loop on desktop, 5 s on mobile,
 * spec §9), paused on hover and focus, still under prefers-reduced-motion (then a grid, each logo once).
 * Hidden with fewer than three such employers, and when they cannot be loaded.
 */
export function TrustedCompanies() {
  const { t } = useTranslation('home');
  const employers = useLogoEmployers();

  if (employers.isPending) {
    return (
      <section aria-labelledby="trusted-companies" className="border-y border-slate-200 bg-slate-50 py-12">
        <Heading />
        <LoadingRegion label={t('trusted.loading')} className="mt-8 flex justify-center gap-6 overflow-hidden px-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-40 shrink-0 rounded-xl" />
          ))}
        </LoadingRegion>
      </section>
    );
  }
  if (employers.isError || employers.data.length < MIN_LOGOS) return null;

  const logos = employers.data;
  const copies = loopCopies(logos.length);
  // One half of the track: the logos repeated until it is wider than a wide screen.
  const half = Array.from({ length: copies }, () => logos).flat();

  return (
    <section aria-labelledby="trusted-companies" className="border-y border-slate-200 bg-slate-50 py-12">
      <Heading />
      <div className="group relative mt-8 overflow-hidden motion-safe:[mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <ul
          aria-label={t('trusted.list')}
          className="motion-safe-marquee flex w-max motion-safe:animate-marquee-fast motion-safe:md:animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:mx-auto motion-reduce:grid motion-reduce:w-full motion-reduce:max-w-7xl motion-reduce:grid-cols-3 motion-reduce:gap-3 motion-reduce:px-4 motion-reduce:sm:grid-cols-4 motion-reduce:sm:gap-4 motion-reduce:sm:px-6 motion-reduce:lg:grid-cols-6 motion-reduce:lg:px-8"
        >
          {[...half, ...half].map((employer, index) => {
            // The first appearance of each employer is the real list; every repeat only fills the
            // loop, so it is hidden from assistive technology and the tab order, and left out
            // altogether when nothing moves.
            const repeat = index >= logos.length;
            return (
              <li
                key={`${employer.id}-${index}`}
                aria-hidden={repeat || undefined}
                className={`shrink-0 pr-6 motion-reduce:min-w-0 motion-reduce:pr-0 ${repeat ? 'motion-reduce:hidden' : ''}`}
              >
                <Link
                  to={employerPath(employer.id)}
                  tabIndex={repeat ? -1 : undefined}
                  className={`${tile} transition hover:border-brand-300 hover:shadow-md`}
                >
                  <img
                    src={uploadUrl(employer.logo)}
                    alt={employer.name}
                    translate="no"
                    loading="lazy"
                    className="h-10 w-full object-contain"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
