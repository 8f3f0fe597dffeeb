import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MapPin, Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { PlacesCombobox } from '@/components/places-combobox';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';

type Props = {
  /** The form's accessible name. */
  label: string;
  initialKeyword?: string;
  initialLocation?: string;
  /** Called with the trimmed keyword and place on Search or Enter. */
  onSearch: (keyword: string, location: string) => void;
  /**
   * Titles to offer under the keyword box (the home hero's suggestions, spec §2.2). Without it the
   * box is a plain search box.
   */
  keywordSuggestions?: readonly string[];
  /** Called with the keyword as it is typed (the caller asks for suggestions). */
  onKeywordChange?: (keyword: string) => void;
  /** The place box's placeholder (find jobs says so while it searches around the person); else 'City or state in India'. */
  locationPlaceholder?: string;
  /**
   * A control drawn over the end of the place box (find jobs' "Jobs near me"), and the room the
   * box leaves it (a right padding class). Over the box, not beside it, so the place
   * suggestions keep the field's whole width on a phone.
   */
  placeAction?: { control: ReactNode; room: string };
  /** A field between the place and Search, from 768 px only (find jobs' distance). */
  besidePlace?: ReactNode;
  /** `hero`: the home page's large box; `bar`: the find-jobs page's. */
  size?: 'hero' | 'bar';
  className?: string;
};

/** The keyword and place boxes with a Search button: the home hero and find jobs (spec §2.2, §2.7). */
export function JobSearchForm({
  label,
  initialKeyword = '',
  initialLocation = '',
  onSearch,
  keywordSuggestions,
  onKeywordChange,
  locationPlaceholder,
  placeAction,
  besidePlace,
  size = 'bar',
  className,
}: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [location, setLocation] = useState(initialLocation);
  const keywordId = useId();
  const hero = size === 'hero';
  // Fields start at the top: on phones a suggestions list opens inside the field, below the box.
  const field = `flex flex-1 items-start gap-3 rounded-xl focus-within:bg-slate-50 ${hero ? 'px-4 py-2' : 'px-3 py-1.5'}`;
  const icon = 'mt-3 h-5 w-5 shrink-0 text-slate-400';
  const keywordInput = {
    name: 'keyword',
    maxLength: 200,
    placeholder: t('search.keyword'),
    'aria-label': t('search.keyword'),
    className: 'w-full bg-transparent py-0.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none',
  } as const;

  const changeKeyword = (value: string) => {
    setKeyword(value);
    onKeywordChange?.(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword.trim(), location.trim());
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      // The bar is compact on phones: the keyword over the place with Search beside it.
      className={`gap-2 rounded-2xl border border-slate-200 bg-white p-2 md:flex md:flex-row md:items-center ${
        hero ? 'flex flex-col shadow-xl shadow-brand-900/5' : 'grid grid-cols-[minmax(0,1fr)_auto] items-start shadow-sm'
      } ${className ?? ''}`}
    >
      <div className={`${field} ${hero ? '' : 'col-span-2'}`}>
        <Search className={icon} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <label
            id={`${keywordId}-label`}
            htmlFor={keywordId}
            className="block text-xs font-semibold uppercase tracking-wide text-slate-500"
          >
            {t('search.what')}
          </label>
          {keywordSuggestions ? (
            // The combobox role sits on the box's wrapper (kind="search") so the text field
            // itself stays a search box. Taking a title only fills the box.
            <Combobox
              id={keywordId}
              kind="search"
              labelledBy={`${keywordId}-label`}
              {...keywordInput}
              value={keyword}
              onValueChange={changeKeyword}
              options={keywordSuggestions.map((title, index) => ({ key: `${index}:${title}`, label: title }))}
              listLabel={t('search.suggestions')}
              optionIcon={<Search className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />}
              listClassName="md:-left-9 md:right-0 md:mt-3"
            />
          ) : (
            <input
              id={keywordId}
              type="search"
              {...keywordInput}
              value={keyword}
              onChange={(e) => changeKeyword(e.target.value)}
              // Escape does not empty the keyword (a browser's search box would clear itself).
              onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()}
            />
          )}
        </div>
      </div>
      <div className="hidden h-10 w-px bg-slate-200 md:block" aria-hidden="true" />
      <div className={`relative ${field}`}>
        {hero ? <MapPin className={icon} aria-hidden="true" /> : null}
        <PlacesCombobox
          variant="inline"
          label={t('search.where')}
          name="location"
          value={location}
          onChange={setLocation}
          placeholder={locationPlaceholder ?? t('search.place')}
          aria-label={t('search.place')}
          boxClassName={placeAction?.room}
          className="min-w-0 flex-1"
        />
        {placeAction ? (
          <div className={`absolute right-2 ${hero ? 'top-3.5' : 'top-2.5 pointer-coarse:top-1.5'}`}>{placeAction.control}</div>
        ) : null}
      </div>
      {besidePlace ? (
        <>
          <div className="hidden h-10 w-px bg-slate-200 md:block" aria-hidden="true" />
          <div className={`hidden shrink-0 rounded-xl focus-within:bg-slate-50 md:block ${hero ? 'px-4 py-2' : 'px-3 py-1.5'}`}>
            {besidePlace}
          </div>
        </>
      ) : null}
      <Button type="submit" size="lg" className={hero ? 'h-14 md:px-8' : 'mt-1.5 max-md:h-11 max-md:px-4 md:mt-0 md:px-8'}>
        <Search className="h-5 w-5" aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </form>
  );
}
