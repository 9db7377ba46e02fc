import { type FormEvent, useState } from 'react';
import { formatDate, formatTime, useFormatPreferences } from '../../lib/format';
import { Button } from './button';
import { TextAreaField } from './text-field';

export interface ThreadMessage {
  id: string;
  body: string;
  at: string;
  fromSupport: boolean;
}

/**
 * A member's thread with the support team, as the member (the Support page) and an admin (the
 * support inbox) see it: who wrote each message, when, and the text as plain text.
 */
export function SupportThread({
  messages,
  label,
  authorOf,
}: {
  messages: readonly ThreadMessage[];
  label: string;
  authorOf: (message: ThreadMessage) => string;
}) {
  const prefs = useFormatPreferences();
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${
            message.fromSupport ? 'self-start bg-surface-sunken text-fg' : 'self-end bg-accent-soft text-fg'
          }`}
        >
          <p className="text-xs font-semibold text-fg-soft">
            {authorOf(message)} · {formatDate(message.at, prefs)} {formatTime(message.at, prefs)}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** The box to write the next message in; cleared once sent. */
export function ThreadReplyForm({
  label,
  sendLabel,
  onSend,
}: {
  label: string;
  sendLabel: string;
  onSend: (body: string) => Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSend(body.trim());
      setBody('');
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-2">
      <TextAreaField
        label={label}
        value={body}
        maxLength={2000}
        rows={3}
        onChange={(event) => setBody(event.target.value)}
        {...(error ? { error } : {})}
      />
      <Button type="submit" disabled={busy || !body.trim()} className="self-end">
        {sendLabel}
      </Button>
    </form>
  );
}
