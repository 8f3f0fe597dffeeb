import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { toastHost } from '@/lib/toast-layer';

/** Headers are 64 px tall (h-16): toasts start below them so the logo and greeting stay visible. */
const BELOW_HEADER = { top: 76 };
const BELOW_HEADER_MOBILE = { top: 72, left: 12, right: 12 };

/**
 * The app's one toaster. It renders into the toast host (see lib/toast-layer), which open modal
 * dialogs adopt, so toasts always show above dialogs; and it sits below the 64 px header, so a
 * toast never covers the logo, the navigation or the greeting, on phones as on desktops.
 */
export function AppToaster() {
  return createPortal(
    <Toaster
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_MOBILE}
      richColors
      closeButton
      duration={4000}
      toastOptions={{ className: 'font-sans' }}
    />,
    toastHost(),
  );
}
