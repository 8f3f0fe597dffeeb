import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api-client';
import { suggestionTerm, SUGGESTIONS_DEBOUNCE_MS } from '../lib/suggestions';

/** GET /api/jobs/title-suggestions: up to 10 titles of open jobs matching `keyword`. */
const getTitleSuggestions = (keyword: string, signal?: AbortSignal) =>
  api.get('/api/jobs/title-suggestions', { query: { keyword }, signal });

const titleSuggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['jobs', 'title-suggestions', keyword.toLowerCase()],
    queryFn: ({ signal }) => getTitleSuggestions(keyword, signal),
    // A suggestion list is a convenience: a failure is not retried, it only clears the list.
    retry: false,
  });

const NONE: readonly string[] = [];

/**
 * The job titles to suggest while `text` is typed (spec §8, §9): asked 1 s after typing stops,
 * only from 2 characters on; empty while the box holds fewer, and empty when the request fails.
 */
export function useTitleSuggestions(text: string): readonly string[] {
  const term = suggestionTerm(useDebouncedValue(text, SUGGESTIONS_DEBOUNCE_MS));
  // The last list stays while the next is asked for, so it does not blink at every pause.
  const query = useQuery({
    ...titleSuggestionsQueryOptions(term ?? ''),
    enabled: term !== null,
    placeholderData: keepPreviousData,
  });
  if (suggestionTerm(text) === null || query.isError || !query.data) return NONE;
  return query.data;
}
