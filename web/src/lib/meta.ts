// The catalogue (spec §3: categories, job types, work modes, genders, states, salary
// frequencies, statuses, upload rules) comes from the server, never from a list in the web app.
// Its types are the generated enums (src/types/api.ts); its values are GET /api/meta.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/meta: every list of values, in the order to show them. */
const getMeta = (signal?: AbortSignal) => api.get('/api/meta', { signal });

export const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: ({ signal }) => getMeta(signal),
    // The catalogue changes only with a new server: asked once per page load.
    staleTime: Infinity,
  });

/** The catalogue; `data` is undefined until it arrives. */
export const useMeta = () => useQuery(metaQueryOptions());
