// Toasts and modal dialogs. A modal <dialog> lives in the browser's top layer, above every
// z-index, and makes the rest of the page inert; toasts rendered in the page would sit under its
// backdrop, unreadable and unclickable. So the toasts live in one host element that moves into
// the open modal while it is shown (the topmost one when several are stacked) and back to the
// body when it closes. The host is created here, outside React's tree, and React renders the
// toaster into it through a portal, so moving it never disturbs React's own DOM.

let host: HTMLElement | null = null;
const openModals: HTMLElement[] = [];

/** The element the toaster is rendered into. */
export function toastHost(): HTMLElement {
  if (!host) {
    host = document.createElement('div');
    host.dataset.toastHost = '';
    document.body.appendChild(host);
  }
  return host;
}

/**
 * Shows the toasts inside `modal` (an open modal dialog) until the returned function is called,
 * which gives them back to the modal below it, or to the page.
 */
export function raiseToastsInto(modal: HTMLElement): () => void {
  openModals.push(modal);
  modal.appendChild(toastHost());
  return () => {
    const index = openModals.lastIndexOf(modal);
    if (index !== -1) openModals.splice(index, 1);
    (openModals.at(-1) ?? document.body).appendChild(toastHost());
  };
}
