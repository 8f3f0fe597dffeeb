import { useId, useState, type FormEvent } from 'react';
import { MapPin, Search, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { PlacesCombobox } from '@/components/places-combobox';
import { Button } from '@/components/ui/button';
import { findJobsPath } from '@/config/paths';

/** Hero with the keyword and location boxes; Search or Enter opens find-jobs (spec §2.2). */
export function HeroSearch() {
  const [keyword, setKeyword] = useState('');
  const [location, setLocation] = useState('');
  const navigate = useNavigate();
  const keywordId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(findJobsPath({ keyword, location }));
  };

  return (
    <section className="relative bg-gradient-to-b from-brand-50 via-white to-white">
      {/* Only the glow is clipped, so the places list may hang below the section. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -top-40 left-1/2 h-[480px] w-[900px] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl" />
      </div>
      <div className="relative mx-auto max-w-7xl px-4 pb-6 pt-12 sm:px-6 sm:pb-12 sm:pt-20 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3.5 py-1.5 text-sm font-medium text-brand-800 shadow-xs">
            <Sparkles className="h-4 w-4" aria-hidden="true" /> AI-powered job search for India
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            Find your ideal job <span className="text-brand-700">anywhere in India</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            From Delhi to Chennai, from internships to senior roles: KaamSetu brings Indian jobs together and uses AI to help you
            find the one that fits.
          </p>
        </div>

        <form
          role="search"
          aria-label="Job search"
          onSubmit={onSubmit}
          className="mx-auto mt-10 flex max-w-4xl flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-brand-900/5 md:flex-row md:items-center"
        >
          <div className="flex flex-1 items-center gap-3 rounded-xl px-4 py-2 focus-within:bg-slate-50">
            <Search className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            <div className="flex-1">
              <label htmlFor={keywordId} className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
                What
              </label>
              <input
                id={keywordId}
                type="search"
                name="keyword"
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                placeholder="Job title, skill or company"
                aria-label="Job title, skill or company"
                className="w-full bg-transparent py-0.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
              />
            </div>
          </div>
          <div className="hidden h-10 w-px bg-slate-200 md:block" aria-hidden="true" />
          <div className="flex flex-1 items-center gap-3 rounded-xl px-4 py-2 focus-within:bg-slate-50">
            <MapPin className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            <PlacesCombobox
              variant="inline"
              label="Where"
              name="location"
              value={location}
              onChange={setLocation}
              placeholder="City or state in India"
              aria-label="City or state in India"
              className="flex-1"
            />
          </div>
          <Button type="submit" size="lg" className="h-14 md:px-8">
            <Search className="h-5 w-5" aria-hidden="true" />
            Search
          </Button>
        </form>
      </div>
    </section>
  );
}
