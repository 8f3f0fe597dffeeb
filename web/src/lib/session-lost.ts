// Session expiry, once for the whole app (beyond the spec). When the session ends while the app is
// open (the cookie went, the idle limit passed, a logout elsewhere), the first call that finds it
// gone reports it here: the API client on a 401 of any call but the sign-in ones, and the session
// re-check when a signed-in user comes back anonymous. The app's SessionLostWatch (inside the
// router) then clears the signed-in state and takes the person to their login page.

type Listener = () => void;
let listener: Listener | null = null;

/** Registers what to do when the session is found gone; returns the unregistering function. */
export function onSessionLost(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

// Calls whose 401 is an answer of their own (wrong password, a code to verify), not a lost session.
const OWN_401 = /^\/api\/auth\//;

/** Whether a 401 of the call to `path` means the session is gone. */
export const meansSessionLost = (path: string) => !OWN_401.test(path);

/** The session was found gone (a no-op while nothing listens, and for anonymous visitors). */
export function reportSessionLost() {
  listener?.();
}
