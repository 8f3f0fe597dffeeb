import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '@/types/api.gen';
import { Button } from '@/components/ui/button';
import { richText } from '@/lib/rich-text';
import { toSearchParams, type SearchState } from '../lib/search-state';
import { didYouMeanSearch, hasOffers, nearestOffer, nearestSearch, understoodChips } from '../lib/suggestions';
import { jobCount } from '../lib/words';
import { keeping, keptText } from './kept-text';
import { useJobsWords } from './use-jobs-words';

type Understood = components['schemas']['UnderstoodReply'];
type Suggestion = components['schemas']['Suggestion'];

/**
 * The filters the keyword's words became ("wfh driver": Remote), so the user sees why the
 * results are narrower than the words; nothing when the words were all words.
 */
export function UnderstoodChips({ understood, state }: { understood: Understood | null | undefined; state: SearchState }) {
  const labelId = useId();
  const words = useJobsWords();
  // A place read from the words is said as the person typed it.
  const keptWords = useMemo(() => ({ ...words, t: keeping(words.t, ['place']) }), [words]);
  const chips = understoodChips(understood, state, keptWords);
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm text-slate-600">
      <span id={labelId}>{words.t('hints.understood')}</span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {chips.map((chip) => (
          <li
            key={chip.kind}
            className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-600/15"
          >
            {keptText(chip.label)}
          </li>
        ))}
      </ul>
    </div>
  );
}

type OffersProps = {
  suggestion: Suggestion | null | undefined;
  understood: Understood | null | undefined;
  state: SearchState;
  /** Goes to a search (the page replaces the URL with it). */
  onSearch: (next: SearchState) => void;
  /** Centred inside the empty state, or lines inside the banner above results. */
  layout: 'empty' | 'banner';
};

/**
 * What to try when a search found nothing: "Did you mean …" (a link to the corrected search, so
 * it opens in a new tab too) and the nearest search that finds jobs (without the place, or
 * without the filters) as a button with its count.
 */
export function SearchOffers({ suggestion, understood, state, onSearch, layout }: OffersProps) {
  const { t } = useJobsWords();
  if (!suggestion || !hasOffers(suggestion)) return null;
  const corrected = suggestion.didYouMean?.trim();
  const nearest = suggestion.nearest && suggestion.nearest.total > 0 ? suggestion.nearest : null;
  // The words and the place searched are said as the person typed them.
  const offer = nearest ? nearestOffer(state, understood, nearest, keeping(t, ['keyword', 'place'])) : null;
  const centred = layout === 'empty';
  return (
    <div className={centred ? 'mt-5 flex flex-col items-center gap-3 text-sm text-slate-700' : 'flex flex-col gap-1'}>
      {corrected ? (
        <p className={centred ? 'text-base' : ''}>
          {richText(t('hints.didYouMean'), {
            link: () => (
              <Link
                to={{ search: `?${toSearchParams(didYouMeanSearch(state, corrected)).toString()}` }}
                replace
                translate="no"
                className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700"
              >
                {corrected}
              </Link>
            ),
            count: () => <span className="text-slate-500">({jobCount(t, suggestion.didYouMeanTotal)})</span>,
          })}
        </p>
      ) : null}
      {nearest && offer ? (
        <div className={centred ? 'flex flex-col items-center gap-2' : 'flex flex-wrap items-center gap-x-3 gap-y-1'}>
          <p>{keptText(offer.message)}</p>
          <Button variant={centred ? 'secondary' : 'link'} size="sm" onClick={() => onSearch(nearestSearch(state, nearest))}>
            {offer.action}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
