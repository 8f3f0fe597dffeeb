import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { App } from './app/app';
import { startI18n } from './lib/i18n';
import { startingLanguage } from './lib/language';
import { scheduleSplashTimeout, translateSplash } from './lib/splash';
import './index.css';

scheduleSplashTimeout();

// The language (`?lang=`, else the remembered choice, else English) and <html lang> are settled
// before anything renders; a Hindi visit waits for its first words under the splash.
const ready = startI18n(startingLanguage());

// Head tags written by the server (index.html's default description; a job page's title tags,
// share tags and JobPosting, for crawlers and link previews that run no JavaScript). From here
// on each page's own <Head> says what it is, so they would only duplicate or go stale.
document.head.querySelectorAll('[data-server]').forEach((tag) => tag.remove());

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render is a transition, so React renders it in slices and yields between them
// instead of holding the main thread for the whole page (what Lighthouse counts as blocking time
// on a slow phone). The splash of index.html is on screen meanwhile.
void ready.finally(() => {
  translateSplash();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
