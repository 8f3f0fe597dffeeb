import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from 'react-router-dom';

/**
 * React Router's declarative `<BrowserRouter>`, plus the one data-router behaviour the app relies
 * on: `navigate(to, { flushSync: true })` commits the new page before it returns (logout leaves
 * a guarded page before the session is forgotten, lib/auth.ts). Every other navigation renders in
 * a transition, so the page being left stays on screen while the next one's code loads.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => {
    const history = createBrowserHistory({ v5Compat: true });
    let flushNext = false;
    const go = (flush: boolean | undefined, navigate: () => void) => {
      flushNext = flush === true;
      try {
        navigate();
      } finally {
        flushNext = false;
      }
    };
    const navigator: Navigator = {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state, options) => go(options?.flushSync, () => history.push(to, state)),
      replace: (to, state, options) => go(options?.flushSync, () => history.replace(to, state)),
    };
    return { history, navigator, isFlushing: () => flushNext };
  });
  const { history, navigator, isFlushing } = router;
  const [state, setState] = useState({ action: history.action, location: history.location });

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const update = () => setState({ action, location });
        if (isFlushing()) flushSync(update);
        else startTransition(update);
      }),
    [history, isFlushing],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
