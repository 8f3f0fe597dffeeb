// "Jobs near me": the browser's position, asked once when the person presses the button (never
// on load), coarse and possibly a few minutes old, as finding jobs nearby needs no more.
import { roundPoint, type Point } from './search-state';

/** The error when there is no position, whatever the reason (the page says it in its language: jobs `near.failed`). */
export const LOCATE_FAILED = "We couldn't get your location. Type a city instead.";

/** Give up after this long (a phone indoors may take a while for a first fix). */
const LOCATE_TIMEOUT_MS = 15_000;
/** A position this recent is good enough. */
const LOCATE_MAX_AGE_MS = 10 * 60_000;

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/**
 * The position, rounded to 3 decimals (about 100 m). Rejects (with LOCATE_FAILED) when the
 * browser has no geolocation, the person refuses, or no position comes in time.
 */
export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(LOCATE_FAILED));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve(roundPoint({ lat: coords.latitude, lng: coords.longitude })),
      () => reject(new Error(LOCATE_FAILED)),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  });
}
