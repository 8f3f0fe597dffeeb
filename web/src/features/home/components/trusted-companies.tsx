// Wordmarks set in type (no external images). These are placeholder names of companies that do
// not exist: naming real firms here would claim an endorsement we do not have. Replace them with
// real logos only once each partnership is confirmed in writing.
const COMPANIES = [
  { name: 'Sagar Logistics', style: 'font-bold tracking-tight' },
  { name: 'Nilgiri Foods', style: 'font-semibold italic' },
  { name: 'Konark Steel', style: 'font-extrabold uppercase tracking-wide' },
  { name: 'Deccan FinServ', style: 'font-bold' },
  { name: 'Indus Softworks', style: 'font-semibold lowercase tracking-wider' },
  { name: 'Chai Cart', style: 'font-black lowercase' },
  { name: 'Vindhya Motors', style: 'font-bold uppercase tracking-[0.2em]' },
  { name: 'Kaveri Retail', style: 'font-bold italic' },
  { name: 'Ganga Builders', style: 'font-semibold' },
  { name: 'Meghdoot Health', style: 'font-extrabold' },
];

/** Trusted-companies strip: scrolls by CSS alone (10 s desktop, 5 s mobile), pauses on hover. */
export function TrustedCompanies() {
  return (
    <section aria-labelledby="trusted-companies" className="border-y border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="trusted-companies" className="text-center text-sm font-semibold uppercase tracking-widest text-slate-500">
          Trusted by companies across India
        </h2>
      </div>
      <div className="group relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <ul className="motion-safe-marquee flex w-max animate-marquee-fast group-hover:[animation-play-state:paused] md:animate-marquee">
          {[...COMPANIES, ...COMPANIES].map((company, index) => (
            // Spacing is padding, not gap, so the two halves are exactly equal and the loop is seamless.
            <li key={`${company.name}-${index}`} aria-hidden={index >= COMPANIES.length || undefined} className="shrink-0 pr-6">
              <div className="flex h-16 items-center rounded-xl border border-slate-200 bg-slate-50 px-7">
                <span className={`whitespace-nowrap text-lg text-slate-600 ${company.style}`}>{company.name}</span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
