import { useState } from 'react';
import { locate } from '../lib/geolocation';
import { hasPoint, nearMe } from '../lib/search-state';
import type { Search } from './place-tools';

/**
 * "Jobs near me": asks the browser's position when called (never on load) and searches around
 * it; `failed` once it could not (refused, unavailable, too slow), until the next try or until
 * the search has a place again (a city typed instead).
 */
export function useNearMe({ state, onSearch }: Search) {
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const find = async () => {
    setFailed(false);
    setLocating(true);
    try {
      onSearch(nearMe(state, await locate()));
    } catch {
      setFailed(true);
    } finally {
      setLocating(false);
    }
  };
  return { locating, failed: failed && !hasPoint(state), find: () => void find() };
}
