import { lazy, Suspense, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces, useTranslation } from '@/lib/i18n';

// The panel (its messages, the request, the link parsing, its words) loads on the first open, so
// the button is all the home page carries up front.
const loadPanel = () => Promise.all([import('./chat-panel'), loadNamespaces(['chat'])]).then(([panel]) => panel);
const ChatPanel = lazy(loadPanel);

const CHAT_PANEL_ID = 'kaamsetu-chat';

/** The chat assistant (spec §2.2): a round button at the bottom right that opens the chat panel. */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted (hidden when closed), so a reply on its way still lands.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {mounted ? (
        <Suspense fallback={open ? <PanelLoading /> : null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={t(open ? 'chatWidget.close' : 'chatWidget.open')}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        onClick={open ? close : show}
        // Start fetching the panel as soon as the pointer or focus arrives.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        // Held inside the screen, clear of a phone's rounded corners and home bar (safe insets).
        className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] right-[max(1rem,env(safe-area-inset-right))] z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/25 transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:bottom-[max(1.5rem,env(safe-area-inset-bottom))] sm:right-[max(1.5rem,env(safe-area-inset-right))]"
      >
        {open ? <X className="h-6 w-6" aria-hidden="true" /> : <MessageCircle className="h-6 w-6" aria-hidden="true" />}
      </button>
    </>
  );
}

function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="fixed bottom-[calc(5.5rem+env(safe-area-inset-bottom))] right-[max(1rem,env(safe-area-inset-right))] z-40 flex h-40 w-[min(24rem,calc(100vw-2rem))] items-center justify-center rounded-2xl border border-slate-200 bg-white shadow-2xl sm:bottom-[calc(6rem+env(safe-area-inset-bottom))] sm:right-[max(1.5rem,env(safe-area-inset-right))]"
    >
      <Spinner className="h-6 w-6 text-brand-700" />
      <span className="sr-only">{t('chatWidget.loading')}</span>
    </div>
  );
}
