import { currentLanguage, translate } from './i18n';

const SPLASH_TIMEOUT_MS = 2_500;
const SPLASH_FADE_MS = 700;

let hidden = false;

/** Fades the splash screen of index.html out (0.7 s) and removes it. Safe to call more than once. */
export function hideSplash() {
  if (hidden) return;
  hidden = true;
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.classList.add('splash-hidden');
  window.setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}

/** The splash's words in the app's language (index.html writes them in English). */
export function translateSplash() {
  if (currentLanguage() === 'en') return;
  const splash = document.getElementById('splash');
  splash?.setAttribute('aria-label', translate('common', 'splash.loading'));
  const tagline = splash?.querySelector('.splash-tag');
  if (tagline) tagline.textContent = translate('common', 'splash.tagline');
}

/** Hides the splash after 2.5 s even if the app never reports ready. */
export function scheduleSplashTimeout() {
  window.setTimeout(hideSplash, SPLASH_TIMEOUT_MS);
}
