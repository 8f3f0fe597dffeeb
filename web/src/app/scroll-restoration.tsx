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
 * after a reload; a page whose content is still loading then is not scrolled (it is not tall enough
 * yet), as with the data router.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  // Every scroll is remembered under the entry being shown; the key moves on only once the next
  // page has rendered, so the position of the page being left is its last one.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        positions()[currentKey.current] = window.scrollY;
      });
    };
    const save = () => {
      positions()[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions()));
      } catch {
        // Storage full or blocked: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const position = positions()[location.key];
    if (navigationType === 'POP' && typeof position === 'number') {
      window.scrollTo(0, position);
      return;
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
