/**
 * Follows a `redirect` from a 403 reply (spec §8): in-app paths go through the router so
 * toasts survive, anything else is left to the browser.
 */
export function followRedirect(redirect: string, navigate: (to: string) => void) {
  if (redirect.startsWith('/') && !redirect.startsWith('//')) navigate(redirect);
  else window.location.assign(redirect);
}
