import { useId } from 'react';
import { CircleAlert, LocateFixed, X } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { effectiveRadius, hasPoint, radiusChoices, updateSearch, type SearchState } from '../lib/search-state';

export type Search = {
  state: SearchState;
  /** Goes to a search (the page replaces the URL with it). */
  onSearch: (next: SearchState) => void;
};

/** The room the place box leaves at its end for "Jobs near me" (an icon under 640 px). */
export const NEAR_ME_ROOM = 'pr-12 sm:pr-36';
/** The room the place box leaves at its end for the "Near me" chip. */
export const NEAR_ME_CHIP_ROOM = 'pr-28';

const inField =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 pointer-coarse:h-11';

/**
 * Over the end of the place box (which leaves it NEAR_ME_ROOM, or NEAR_ME_CHIP_ROOM): "Jobs near
 * me" (a locate icon on phones, with its words from 640 px), busy while the position comes;
 * while the search is around the person, a "Near me" chip whose press removes it.
 */
export function NearMeButton({ state, onSearch, locating, onFind }: Search & { locating: boolean; onFind: () => void }) {
  const { t } = useTranslation('jobs');
  if (state.near) {
    return (
      <button
        type="button"
        onClick={() => onSearch(updateSearch(state, { near: null }))}
        aria-label={t('near.remove')}
        className={`${inField} gap-1 rounded-full bg-brand-50 pl-2 pr-1.5 text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100`}
      >
        <LocateFixed className="h-4 w-4" aria-hidden="true" />
        {t('near.chip')}
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onFind}
      disabled={locating}
      aria-busy={locating || undefined}
      title={t('near.button')}
      className={`${inField} justify-center px-2.5 text-brand-700 hover:bg-brand-50 disabled:cursor-wait max-sm:w-9 max-sm:px-0 max-sm:pointer-coarse:w-11`}
    >
      {locating ? <Spinner className="h-4 w-4" /> : <LocateFixed className="h-4 w-4" aria-hidden="true" />}
      <span className="max-sm:sr-only">{t('near.button')}</span>
    </button>
  );
}

/** The inline message when "Jobs near me" found no position. */
export function NearMeFailed({ className = '' }: { className?: string }) {
  const { t } = useTranslation('jobs');
  return (
    <p role="alert" className={`flex items-start gap-1.5 text-sm text-red-700 ${className}`}>
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t('near.failed')}
    </p>
  );
}

/**
 * How far around the place or the person to look: 5 to 100 km, or any distance beside a typed
 * place. It waits for a place: without a location or "near me" there is nothing to measure from.
 * 'inline': a small caps label over a borderless box, in the search bar beside the place (from
 * 768 px); 'field': a labelled select, in the filters drawer (phones).
 */
export function DistanceSelect({ state, onSearch, variant }: Search & { variant: 'inline' | 'field' }) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const hintId = useId();
  const enabled = hasPoint(state);
  const value = effectiveRadius(state);
  const inline = variant === 'inline';
  const hint = t('near.hint');
  return (
    <div className={inline ? 'min-w-0' : 'py-1'}>
      <label htmlFor={id} className={inline ? 'block text-xs font-semibold uppercase tracking-wide text-slate-500' : 'sr-only'}>
        {t('near.distance')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={!enabled}
        aria-describedby={enabled ? undefined : hintId}
        onChange={(e) => onSearch(updateSearch(state, { radiusKm: e.target.value ? Number(e.target.value) : null }))}
        className={
          inline
            ? '-ml-1 block bg-transparent py-0.5 pr-1 text-base text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/20 disabled:cursor-not-allowed disabled:text-slate-400'
            : 'block h-11 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400'
        }
      >
        {(enabled ? radiusChoices(state) : [null]).map((km) => (
          <option key={km ?? 'any'} value={km ?? ''}>
            {km === null ? t('near.anyDistance') : t('near.within', { km })}
          </option>
        ))}
      </select>
      {enabled ? null : inline ? (
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      ) : (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
