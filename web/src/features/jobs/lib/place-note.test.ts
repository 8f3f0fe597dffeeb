import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import { distanceText, OPEN_TO_REMOTE, placeNote, remoteSearchPlace } from './place-note';

const search = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });
const job = (patch: Partial<{ location: string; state: string; workMode: string; distanceKm: number }>) => ({
  location: 'Pune',
  state: 'Maharashtra',
  workMode: 'On-site',
  ...patch,
});

describe('distanceText', () => {
  it('says whole km in Indian digit groups', () => {
    expect(distanceText(12)).toBe('12 km away');
    expect(distanceText(12.6)).toBe('13 km away');
    expect(distanceText(1)).toBe('1 km away');
    expect(distanceText(1150.4)).toBe('1,150 km away');
    expect(distanceText(123456)).toBe('1,23,456 km away');
  });

  it('says under 1 km for the same city', () => {
    expect(distanceText(0)).toBe('Under 1 km away');
    expect(distanceText(0.9)).toBe('Under 1 km away');
  });

  it('says nothing without a distance', () => {
    expect(distanceText(undefined)).toBeNull();
    expect(distanceText(null)).toBeNull();
    expect(distanceText(Number.NaN)).toBeNull();
    expect(distanceText(-3)).toBeNull();
  });
});

describe('remoteSearchPlace', () => {
  it('is the location of a search for remote jobs alone', () => {
    expect(remoteSearchPlace(search({ workMode: ['Remote'], location: 'Jaipur' }), { remote: false })).toBe('Jaipur');
    // "wfh" in the words with a place in them too.
    expect(remoteSearchPlace(search({ keyword: 'wfh writer jaipur' }), { remote: true, location: 'jaipur' })).toBe('jaipur');
  });

  it('is none for other searches', () => {
    expect(remoteSearchPlace(search({ workMode: ['Remote'] }), { remote: false })).toBeNull();
    expect(remoteSearchPlace(search({ workMode: ['Remote', 'Hybrid'], location: 'Jaipur' }), { remote: false })).toBeNull();
    expect(remoteSearchPlace(search({ location: 'Jaipur' }), { remote: false })).toBeNull();
    expect(remoteSearchPlace(search({ workMode: ['Remote'], location: 'Jaipur', radiusKm: 25 }), { remote: false })).toBeNull();
    expect(remoteSearchPlace(search({ workMode: ['Remote'], near: { lat: 26.9, lng: 75.8 } }), { remote: false })).toBeNull();
    // The sidebar's work mode wins over the words.
    expect(remoteSearchPlace(search({ workMode: ['Hybrid'], location: 'Jaipur' }), { remote: true })).toBeNull();
  });
});

describe('placeNote', () => {
  it('says a remote job from another city is open to remote candidates', () => {
    expect(placeNote(job({ workMode: 'Remote', distanceKm: 950.2 }), 'Jaipur')).toBe(OPEN_TO_REMOTE);
    expect(placeNote(job({ workMode: 'Remote' }), 'Jaipur')).toBe(OPEN_TO_REMOTE);
  });

  it("says how far the location's own remote jobs are, and every job on other searches", () => {
    const jaipur = job({ location: 'Jaipur', state: 'Rajasthan', workMode: 'Remote', distanceKm: 0 });
    expect(placeNote(jaipur, 'Jaipur')).toBe('Under 1 km away');
    expect(placeNote(jaipur, 'jaipur, rajasthan')).toBe('Under 1 km away');
    expect(placeNote(job({ location: 'Jaipur', state: 'Rajasthan', workMode: 'Remote' }), 'Rajasthan')).toBeNull();
    // Another spelling of the city: the distance says it is the one searched.
    expect(placeNote(job({ location: 'Bangalore', state: 'Karnataka', workMode: 'Remote', distanceKm: 0 }), 'Bengaluru')).toBe(
      'Under 1 km away',
    );
    expect(placeNote(job({ distanceKm: 23.4 }), null)).toBe('23 km away');
    expect(placeNote(job({ workMode: 'On-site', distanceKm: 23.4 }), 'Jaipur')).toBe('23 km away');
    expect(placeNote(job({}), null)).toBeNull();
  });
});
