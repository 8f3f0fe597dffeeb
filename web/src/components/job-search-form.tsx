import { useId, useState, type FormEvent } from 'react';
import { MapPin, Search } from 'lucide-react';
import { PlacesCombobox } from '@/components/places-combobox';
import { Button } from '@/components/ui/button';

type Props = {
  /** The form's accessible name. */
  label: string;
  initialKeyword?: string;
  initialLocation?: string;
  /** Called with the trimmed keyword and place on Search or Enter. */
  onSearch: (keyword: string, location: string) => void;
  /** `hero`: the home page's large box; `bar`: the find-jobs page's. */
  size?: 'hero' | 'bar';
  className?: string;
};

/** The keyword and place boxes with a Search button: the home hero and find jobs (spec §2.2, §2.7). */
export function JobSearchForm({ label, initialKeyword = '', initialLocation = '', onSearch, size = 'bar', className }: Props) {
  const [keyword, setKeyword] = useState(initialKeyword);
  const [location, setLocation] = useState(initialLocation);
  const keywordId = useId();
  const hero = size === 'hero';
  const field = `flex flex-1 items-center gap-3 rounded-xl focus-within:bg-slate-50 ${hero ? 'px-4 py-2' : 'px-3 py-1.5'}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword.trim(), location.trim());
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={`flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 md:flex-row md:items-center ${
        hero ? 'shadow-xl shadow-brand-900/5' : 'shadow-sm'
      } ${className ?? ''}`}
    >
      <div className={field}>
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
            maxLength={200}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="Job title, skill or company"
            aria-label="Job title, skill or company"
            className="w-full bg-transparent py-0.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
          />
        </div>
      </div>
      <div className="hidden h-10 w-px bg-slate-200 md:block" aria-hidden="true" />
      <div className={field}>
        {hero ? <MapPin className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" /> : null}
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
      <Button type="submit" size="lg" className={hero ? 'h-14 md:px-8' : 'md:px-8'}>
        <Search className="h-5 w-5" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
