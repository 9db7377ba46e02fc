import { Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TIMINGS } from '../../../shared/constants';
import { signUpContext, useSignUpOpen } from '../../lib/site';
import { useTranslation } from '../../lib/texts';
import { FAQ_ENTRIES } from './faq';
import { findFaqEntry, isSendable } from './faq-match';

type ChatMessage =
  | { id: number; type: 'user'; text: string }
  /** Bot messages keep their i18n key, so they follow a language switch. */
  | { id: number; type: 'bot'; key: string; supportLink?: boolean };

interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The chat helper's panel: it greets, ignores blank input and, one second after a question,
 * answers from the FAQ (offline, keyword matching) or points to Support when nothing matches.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { t, i18n } = useTranslation(['chat', 'help']);
  const context = signUpContext(useSignUpOpen());
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(0);
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, type: 'bot', key: 'chat:greeting' }]);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // A long answer makes the log scroll, and keyboard users must be able to reach it to scroll
  // (axe: scrollable-region-focusable). The lint rule against tabIndex on a non-interactive
  // element does not know the region scrolls, so the attribute is set here.
  useEffect(() => {
    logRef.current?.setAttribute('tabindex', '0');
  }, []);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length + pending > 0) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  const answerFor = (question: string): ChatMessage => {
    const entry = findFaqEntry(question, FAQ_ENTRIES);
    const key = entry ? `help:faq.${entry.id}.answer` : null;
    // An entry whose answer text is missing would show a raw key: fall back to Support instead.
    if (key && i18n.exists(key)) return { id: nextId.current++, type: 'bot', key };
    return { id: nextId.current++, type: 'bot', key: 'chat:fallback', supportLink: true };
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!isSendable(draft)) return;
    const question = draft.trim();
    const asked: ChatMessage = { id: nextId.current++, type: 'user', text: question };
    setMessages((list) => [...list, asked]);
    setDraft('');
    setPending((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const answer = answerFor(question);
      setMessages((list) => [...list, answer]);
      setPending((count) => count - 1);
    }, TIMINGS.chatReplyDelayMs);
    timers.current.add(timer);
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="pointer-events-auto flex h-[28rem] max-h-[calc(100vh-7rem)] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xl"
    >
      <div className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold">
            {t('title')}
          </h2>
          <p className="text-xs text-brand-100">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          aria-label={t('close')}
          onClick={onClose}
          className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-brand-900"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('conversation')}
        className="flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ol className="flex flex-col gap-2">
          {messages.map((message) =>
            message.type === 'user' ? (
              <li
                key={message.id}
                className="max-w-[85%] self-end whitespace-pre-wrap rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-sm text-white"
              >
                <span className="sr-only">{t('you')}: </span>
                {message.text}
              </li>
            ) : (
              <li
                key={message.id}
                data-testid="bot-message"
                className="max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-surface-sunken px-3 py-2 text-sm text-fg"
              >
                <span className="sr-only">{t('helper')}: </span>
                {t(message.key, { context })}
                {message.supportLink && (
                  <Link
                    to="/support#support-messages"
                    className="mt-1 block font-medium text-accent underline hover:text-brand-900"
                  >
                    {t('visitSupport')}
                  </Link>
                )}
              </li>
            ),
          )}
          {pending > 0 && <li className="self-start text-xs italic text-muted">{t('typing')}</li>}
        </ol>
      </div>

      <form onSubmit={send} className="flex gap-2 border-t border-border p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          autoComplete="off"
          value={draft}
          placeholder={t('placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-md border border-border-strong bg-page px-3 text-sm text-fg placeholder:text-subtle"
        />
        <button
          type="submit"
          aria-label={t('send')}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </section>
  );
}
