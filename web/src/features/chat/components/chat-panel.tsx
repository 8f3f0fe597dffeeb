import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Bot, RotateCcw, SendHorizontal, X } from 'lucide-react';
import { useErrorText } from '@/lib/error-text';
import { useSalaryWords } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSendChatMessage } from '../api/send-chat-message';
import {
  botMessage,
  canSend,
  CHAT_COUNTER_FROM,
  CHAT_MAX_LENGTH,
  conversationId,
  FAILURE_TEXT,
  failureMessage,
  GREETING_ID,
  initialConversation,
  loadConversation,
  newConversationId,
  saveConversation,
  sessionStore,
  userMessage,
  type ChatMessage,
} from '../lib/conversation';
import { richText } from '@/lib/rich-text';
import { replyText } from '../lib/reply';
import { MessageText } from './message-text';
import { ReplyJobs, ReplyLinks } from './reply-parts';

type ChatPanelProps = {
  id: string;
  /** Hidden (but kept, with its conversation) while false. */
  open: boolean;
  /** Close button and Escape. */
  onClose: () => void;
};

const iconButton =
  'flex h-9 w-9 pointer-coarse:h-11 pointer-coarse:w-11 items-center justify-center rounded-lg text-brand-100 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The chat panel (spec §2.2, §4 Chat, §8): starts with the greeting; sending adds the message,
 * shows Thinking, then the reply; Clear returns to the greeting; sending waits for the reply and
 * needs a message that is not blank. Replies are text (only addresses become links), with their
 * jobs as cards and their links as buttons under it.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const errorText = useErrorText();
  const titleId = useId();
  const inputId = useId();
  const counterId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(sessionStore()));
  // The server keeps the context of this conversation (the last search) under its id.
  const [sessionId, setSessionId] = useState(() => conversationId(sessionStore()));
  const [draft, setDraft] = useState('');
  const send = useSendChatMessage();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** The newest message when it is the assistant's. */
  const replyRef = useRef<HTMLDivElement>(null);
  /** Whether the log shows its end (kept as the visitor scrolls). */
  const atEndRef = useRef(true);
  const waiting = send.isPending;

  useEffect(() => saveConversation(sessionStore(), messages), [messages]);

  // Focus moves into the panel when it opens (the widget puts it back on the button on close).
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const showCounter = draft.length >= CHAT_COUNTER_FROM;

  // Only the log scrolls, never the page. The visitor's message and Thinking go to the end; a
  // reply goes to its start, so its first line is read before its cards (scrolled to its end, a
  // reply saying nothing matched as asked scrolled away, and one saw only its last cards).
  useEffect(() => {
    const log = logRef.current;
    if (!open || !log) return;
    const end = log.scrollHeight - log.clientHeight;
    const reply = waiting ? null : replyRef.current;
    log.scrollTop = reply ? Math.min(end, startOf(reply, log)) : end;
    atEndRef.current = log.scrollTop >= end - 1;
  }, [messages, waiting, open]);

  // The counter takes room from the log: what was at its end stays there.
  useEffect(() => {
    const log = logRef.current;
    if (log && atEndRef.current) log.scrollTop = log.scrollHeight;
  }, [showCounter]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (waiting || !canSend(draft)) return;
    const text = draft.trim();
    setMessages((current) => [...current, userMessage(text)]);
    setDraft('');
    send.mutate(
      { message: text, sessionId },
      {
        onSuccess: (answer) =>
          setMessages((current) => [
            ...current,
            botMessage(answer.response, answer.mode, { jobs: answer.jobs, links: answer.links }),
          ]),
        onError: (error) => {
          // The reason in the screen's language: in English the message as it came (spec §8).
          const reason = language === 'en' ? error.message || 'Unknown error' : errorText(error, t('unknownError'));
          setMessages((current) => [...current, failureMessage(reason)]);
        },
      },
    );
  };

  const clear = () => {
    setMessages(initialConversation());
    setSessionId(newConversationId(sessionStore()));
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-[max(0.75rem,env(safe-area-inset-left))] bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 flex h-[min(34rem,calc(100dvh-7rem-env(safe-area-inset-bottom)-env(safe-area-inset-top)))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/20 sm:inset-x-auto sm:right-[max(1.5rem,env(safe-area-inset-right))] sm:bottom-[calc(6rem+env(safe-area-inset-bottom))] sm:h-[min(36rem,calc(100dvh-8rem-env(safe-area-inset-bottom)-env(safe-area-inset-top)))] sm:w-[24rem]"
    >
      <header className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Bot className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold">
            {t('title')}
          </h2>
          <p className="truncate text-xs text-brand-100">{t('subtitle')}</p>
        </div>
        <button type="button" onClick={clear} aria-label={t('clear')} title={t('clear')} className={iconButton}>
          <RotateCcw className="h-4.5 w-4.5" aria-hidden="true" />
        </button>
        <button type="button" onClick={onClose} aria-label={t('close')} title={t('close')} className={iconButton}>
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-label={t('conversation')}
        aria-live="polite"
        onScroll={(event) => {
          const log = event.currentTarget;
          atEndRef.current = log.scrollTop >= log.scrollHeight - log.clientHeight - 1;
        }}
        className="min-h-48 flex-1 space-y-3 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4"
      >
        {messages.map((message, index) => (
          <Bubble
            key={message.id}
            message={message}
            ref={message.isBot && index === messages.length - 1 ? replyRef : undefined}
          />
        ))}
        {waiting ? (
          <div className="flex justify-start">
            <p
              role="status"
              className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-white px-4 py-2.5 text-sm text-slate-600 shadow-xs ring-1 ring-slate-200"
            >
              <span aria-hidden="true" className="flex gap-1">
                <span className="h-1.5 w-1.5 rounded-full bg-brand-500 motion-safe:animate-bounce" />
                <span className="h-1.5 w-1.5 rounded-full bg-brand-500 [animation-delay:150ms] motion-safe:animate-bounce" />
                <span className="h-1.5 w-1.5 rounded-full bg-brand-500 [animation-delay:300ms] motion-safe:animate-bounce" />
              </span>
              {t('thinking')}
            </p>
          </div>
        ) : null}
      </div>

      <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('message')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={inputRef}
            id={inputId}
            rows={2}
            value={draft}
            maxLength={CHAT_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKeyDown}
            placeholder={t('placeholder')}
            aria-describedby={showCounter ? counterId : undefined}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/20"
          />
          <button
            type="submit"
            disabled={waiting || !canSend(draft)}
            aria-label={t('send')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <SendHorizontal className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        {showCounter ? (
          <p
            id={counterId}
            aria-live="polite"
            className={`mt-1.5 text-right text-xs ${draft.length >= CHAT_MAX_LENGTH ? 'font-semibold text-red-600' : 'text-slate-500'}`}
          >
            {t('counter', { count: draft.length, max: CHAT_MAX_LENGTH })}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** Where `element` starts in the scrolled content of `log`, less the log's top padding. */
function startOf(element: HTMLElement, log: HTMLElement) {
  const padding = parseFloat(getComputedStyle(log).paddingTop) || 0;
  return element.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop - padding;
}

function Bubble({ message, ref }: { message: ChatMessage; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('chat');
  const salaryWords = useSalaryWords();
  if (!message.isBot) {
    return (
      <div ref={ref} className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 text-sm text-white">
          <span className="sr-only">{t('you')} </span>
          <span translate="no">{message.text}</span>
        </p>
      </div>
    );
  }
  const jobs = message.jobs ?? [];
  const links = message.links ?? [];
  // The greeting and the apology are the app's own words, kept in English in the conversation.
  const ownText =
    message.id === GREETING_ID
      ? t('greeting')
      : message.error !== undefined && message.text === FAILURE_TEXT
        ? t('failure')
        : null;
  return (
    <div ref={ref} className="flex flex-col items-start gap-2">
      <div
        className={`max-w-[85%] rounded-2xl rounded-bl-md px-4 py-2.5 text-sm shadow-xs ring-1 ${
          message.error ? 'bg-red-50 text-slate-800 ring-red-200' : 'bg-white text-slate-800 ring-slate-200'
        }`}
      >
        {message.error ? (
          <p className="mb-1 break-words font-semibold text-red-700">{richText(t('error'), { reason: () => message.error })}</p>
        ) : null}
        <p className="whitespace-pre-wrap break-words">
          <span className="sr-only">{t('assistant')} </span>
          {/* The app's own words in the screen's language; a reply as the assistant wrote it (in the question's language). */}
          {ownText ? (
            ownText
          ) : (
            <span translate="no">
              <MessageText text={replyText(message.text, jobs, links)} />
            </span>
          )}
        </p>
      </div>
      {message.mode === 'fallback' ? <p className="px-1 text-xs font-medium text-amber-700">{t('fallback')}</p> : null}
      <ReplyJobs jobs={jobs} salaryWords={salaryWords} />
      <ReplyLinks links={links} />
    </div>
  );
}
