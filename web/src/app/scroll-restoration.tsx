import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'kaamsetu-scroll-positions';

let saved: Record<string, number> | null = null;

/** The positions by history entry key, read once from sessionStorage (kept there on pagehide). */
function positions(): Record<string, number> {
  if (saved) return saved;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    saved = stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    saved = {};
  }
  return saved;
}

/**
 * Scroll positions across navigations, as React Router's data-router `<ScrollRestoration>` did
 * (that router is 18 KB gzipped of the first load; the app uses the declarative one): a new page
 * starts at its top (or at the element its #hash names), back and forward return to where that
 * entry was left. Positions are also kept in sessionStorage on pagehide, for entries reached again
 * after a reload; a page not yet tall enough for its position is scrolled again as it grows, for
 * about a second.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  // Every scroll is remembered under the entry being shown; the key moves on only once the next
  // page has rendered, so the position of the page being left is its last one. The position is
  // also taken as a navigation starts (a click, back or forward: before the router hears of it),
  // since the scroll event of a scroll just made may come only after the navigation.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions()[currentKey.current] = window.scrollY;
    };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions()));
      } catch {
        // Storage full or blocked: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('popstate', record, { capture: true });
    document.addEventListener('click', record, { capture: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('popstate', record, { capture: true });
      document.removeEventListener('click', record, { capture: true });
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    currentKey.current = key;
    const position = positions()[key];
    if (navigationType === 'POP' && typeof position === 'number') {
      window.scrollTo(0, position);
      // A page still growing (its code or data arriving) is not tall enough yet: the position is
      // tried again each frame, for about a second, while this entry is shown.
      let frame = 0;
      let tries = 0;
      const retry = () => {
        frame = 0;
        if (currentKey.current !== key || Math.round(window.scrollY) === position || ++tries > 60) return;
        window.scrollTo(0, position);
        frame = window.requestAnimationFrame(retry);
      };
      if (Math.round(window.scrollY) !== position) frame = window.requestAnimationFrame(retry);
      return () => window.cancelAnimationFrame(frame);
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // A hash that is not a valid encoded id: fall through to the top.
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
