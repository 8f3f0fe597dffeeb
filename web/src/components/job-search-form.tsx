import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MapPin, Search } from 'lucide-react';
import { PlacesCombobox } from '@/components/places-combobox';
import { Button } from '@/components/ui/button';
import { moveActive } from '@/lib/combobox';

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
  size = 'bar',
  className,
}: Props) {
  const [keyword, setKeyword] = useState(initialKeyword);
  const [location, setLocation] = useState(initialLocation);
  const keywordId = useId();
  const hero = size === 'hero';
  const field = `flex flex-1 items-center gap-3 rounded-xl focus-within:bg-slate-50 ${hero ? 'px-4 py-2' : 'px-3 py-1.5'}`;

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
      className={`flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 md:flex-row md:items-center ${
        hero ? 'shadow-xl shadow-brand-900/5' : 'shadow-sm'
      } ${className ?? ''}`}
    >
      <div className={field}>
        <Search className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <label
            id={`${keywordId}-label`}
            htmlFor={keywordId}
            className="block text-xs font-semibold uppercase tracking-wide text-slate-500"
          >
            What
          </label>
          {keywordSuggestions ? (
            <KeywordCombobox
              id={keywordId}
              labelId={`${keywordId}-label`}
              value={keyword}
              onChange={changeKeyword}
              suggestions={keywordSuggestions}
            />
          ) : (
            <input id={keywordId} {...keywordInput} value={keyword} onChange={(e) => changeKeyword(e.target.value)} />
          )}
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

/** What the keyword box is, with or without suggestions. */
const keywordInput = {
  type: 'search',
  name: 'keyword',
  maxLength: 200,
  placeholder: 'Job title, skill or company',
  'aria-label': 'Job title, skill or company',
  className: 'w-full bg-transparent py-0.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none',
} as const;

type KeywordComboboxProps = {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  suggestions: readonly string[];
};

/**
 * The keyword box with its title suggestions, keyboard first like the places box
 * (components/ui/combobox.tsx): typing opens the list, Arrow Down/Up move through it, Enter takes
 * the highlighted title (and otherwise searches), Escape and leaving the box close it, a click
 * takes a title. Taking a title only fills the box.
 *
 * The combobox role sits on the box's wrapper (the ARIA 1.1 pattern) so the text field itself
 * stays a search box, the role every search journey finds it by.
 */
function KeywordCombobox({ id, labelId, value, onChange, suggestions }: KeywordComboboxProps) {
  const listId = `${id}-suggestions`;
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const count = suggestions.length;
  const expanded = open && count > 0;
  const activeIndex = expanded && active < count ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  // The list scrolls past 240 px: keep the highlighted title in view, scrolling the list alone
  // (scrollIntoView would move the page as well).
  useEffect(() => {
    const list = listRef.current;
    const option = activeIndex >= 0 ? (list?.children[activeIndex] as HTMLElement | undefined) : undefined;
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (title: string) => {
    onChange(title);
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(moveActive(activeIndex, event.key === 'ArrowDown' ? 1 : -1, count));
        return;
      case 'Enter': {
        const title = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (title !== undefined) {
          event.preventDefault();
          choose(title);
        } else {
          close();
        }
        return;
      }
      case 'Escape':
        // A search box clears itself on Escape: with the list open, Escape only closes the list.
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
      default:
    }
  };

  return (
    <div role="combobox" aria-expanded={expanded} aria-haspopup="listbox" aria-labelledby={labelId} className="relative">
      <input
        id={id}
        {...keywordInput}
        autoComplete="off"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={close}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Job title suggestions"
        hidden={!expanded}
        className="absolute -left-12 right-0 top-full z-30 mt-3 max-h-60 min-w-64 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg shadow-slate-900/10 md:-left-9"
      >
        {expanded
          ? suggestions.map((title, index) => (
              <li
                key={`${index}:${title}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep the focus in the box so the click lands before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(title)}
                className={`flex cursor-pointer items-center gap-2.5 px-3.5 py-2 text-sm text-slate-800 ${
                  index === activeIndex ? 'bg-brand-50 text-brand-900' : ''
                }`}
              >
                <Search className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="min-w-0 truncate">{title}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
