import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { FilterChip } from '../lib/filter-chips';

const chipButton =
  'inline-flex h-8 max-w-full items-center gap-1 whitespace-nowrap rounded-full text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 pointer-coarse:h-11';

/**
 * The active filters as chips above the results (beyond the spec): each chip is a button that
 * removes its filter, and with two or more, Clear filters removes them all (the keyword and the
 * place stay in their boxes). Under 640 px the chips keep to one line that scrolls sideways (the
 * row, never the page), so the results stay high on the first screen; wider, they wrap. Nothing
 * renders without a filter.
 */
export function ActiveFilters({
  chips,
  onRemove,
  onClear,
  className = '',
}: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
  className?: string;
}) {
  const { t } = useTranslation('jobs');
  if (!chips.length) return null;
  return (
    <div
      className={`flex items-center gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:[scrollbar-width:none] sm:flex-wrap ${className}`}
    >
      <ul aria-label={t('filters.activeFilters')} className="flex gap-2 sm:min-w-0 sm:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.key} className="shrink-0 sm:min-w-0 sm:max-w-full">
            <button
              type="button"
              aria-label={t('filters.removeFilter', { label: chip.label })}
              onClick={() => onRemove(chip)}
              className={`${chipButton} bg-brand-50 pl-3 pr-2 text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100`}
            >
              <span className="truncate">{chip.label}</span>
              <X className="h-4 w-4 shrink-0" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" onClick={onClear} className={`${chipButton} shrink-0 px-2 text-brand-700 hover:text-brand-900`}>
          {t('filters.clearFilters')}
        </button>
      ) : null}
    </div>
  );
}
