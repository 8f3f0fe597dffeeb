import { useId } from 'react';
import { SearchBox } from './search-box';

type ToolbarOption<T extends string> = { value: T; label: string };

type ListToolbarProps<T extends string> = {
  /** The debounced search box: its value in the URL, and what runs once typing pauses. */
  search: { value: string; onChange: (value: string) => void; label: string; placeholder: string; delay: number };
  /** The labelled select beside it (a status filter, say). */
  select: { label: string; value: T; options: readonly ToolbarOption<T>[]; onChange: (value: T) => void };
  className?: string;
};

/**
 * The bar above an employer's list (Manage Jobs, Applicants): a search box that fills the row and a
 * labelled select, stacked on phones.
 */
export function ListToolbar<T extends string>({ search, select, className = '' }: ListToolbarProps<T>) {
  const selectId = useId();
  return (
    <div
      className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center ${className}`}
    >
      <SearchBox {...search} className="min-w-0 flex-1" />
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          {select.label}
        </label>
        <select
          id={selectId}
          value={select.value}
          // The options are the only values the select can give.
          onChange={(e) => select.onChange(e.target.value as T)}
          className="h-11 min-w-36 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 sm:flex-none"
        >
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
