import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import { distanceText, placeNote, remoteSearchPlace } from './place-note';
import { testWords } from './test-words';

const { t } = await testWords();
const hindi = await testWords('hi');
const OPEN_TO_REMOTE = 'Open to remote candidates';

const search = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });
const job = (patch: Partial<{ location: string; state: string; workMode: string; distanceKm: number }>) => ({
  location: 'Pune',
  state: 'Maharashtra',
  workMode: 'On-site',
  ...patch,
});

describe('distanceText', () => {
  it('says whole km in Indian digit groups', () => {
    expect(distanceText(12, t)).toBe('12 km away');
    expect(distanceText(12.6, t)).toBe('13 km away');
    expect(distanceText(1, t)).toBe('1 km away');
    expect(distanceText(1150.4, t)).toBe('1,150 km away');
    expect(distanceText(123456, t)).toBe('1,23,456 km away');
  });

  it('says under 1 km for the same city', () => {
    expect(distanceText(0, t)).toBe('Under 1 km away');
    expect(distanceText(0.9, t)).toBe('Under 1 km away');
  });

  it('says nothing without a distance', () => {
    expect(distanceText(undefined, t)).toBeNull();
    expect(distanceText(null, t)).toBeNull();
    expect(distanceText(Number.NaN, t)).toBeNull();
    expect(distanceText(-3, t)).toBeNull();
  });
});

describe('in Hindi', () => {
  it('says how far, and open to remote candidates, in Hindi', () => {
    expect(distanceText(1150.4, hindi.t)).toBe('1,150 km दूर');
    expect(distanceText(0.5, hindi.t)).toBe('1 km से कम दूर');
    expect(placeNote(job({ workMode: 'Remote' }), 'Jaipur', hindi.t)).toBe('कहीं से भी काम कर सकते हैं');
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
    expect(placeNote(job({ workMode: 'Remote', distanceKm: 950.2 }), 'Jaipur', t)).toBe(OPEN_TO_REMOTE);
    expect(placeNote(job({ workMode: 'Remote' }), 'Jaipur', t)).toBe(OPEN_TO_REMOTE);
  });

  it("says how far the location's own remote jobs are, and every job on other searches", () => {
    const jaipur = job({ location: 'Jaipur', state: 'Rajasthan', workMode: 'Remote', distanceKm: 0 });
    expect(placeNote(jaipur, 'Jaipur', t)).toBe('Under 1 km away');
    expect(placeNote(jaipur, 'jaipur, rajasthan', t)).toBe('Under 1 km away');
    expect(placeNote(job({ location: 'Jaipur', state: 'Rajasthan', workMode: 'Remote' }), 'Rajasthan', t)).toBeNull();
    // Another spelling of the city: the distance says it is the one searched.
    expect(placeNote(job({ location: 'Bangalore', state: 'Karnataka', workMode: 'Remote', distanceKm: 0 }), 'Bengaluru', t)).toBe(
      'Under 1 km away',
    );
    expect(placeNote(job({ distanceKm: 23.4 }), null, t)).toBe('23 km away');
    expect(placeNote(job({ workMode: 'On-site', distanceKm: 23.4 }), 'Jaipur', t)).toBe('23 km away');
    expect(placeNote(job({}), null, t)).toBeNull();
  });
});
