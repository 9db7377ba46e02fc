import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import ChatPanel from './chat-panel';

vi.mock('./faq', () => ({
  FAQ_ENTRIES: [
    { id: 'test-deposits', keywords: ['deposit', 'security deposit'] },
    { id: 'test-unwritten', keywords: ['unwritten'] },
    { id: 'create-account', keywords: ['create an account'] },
  ],
}));

beforeAll(async () => {
  await i18n.loadNamespaces(['chat', 'help']);
  i18n.addResourceBundle(
    'en',
    'help',
    { faq: { 'test-deposits': { answer: 'Your deposit is refunded once the owner confirms the return.' } } },
    true,
    true,
  );
});

/** The site facts as GET /api/site gives them; only the registration switch matters here. */
function renderPanel({ registrationEnabled = true } = {}) {
  const client = new QueryClient();
  client.setQueryData(['site'], { registration_enabled: registrationEnabled });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChatPanel id="chat" open onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Your question' });
  const log = screen.getByRole('log', { name: 'Conversation' });
  const send = (text: string) => {
    fireEvent.input(input, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  };
  return { input, log, send };
}

describe('ChatPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets the user', () => {
    const { log } = renderPanel();
    expect(screen.getByRole('dialog', { name: 'ShareShed Helper' })).toBeTruthy();
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(log.textContent).toContain("Hi! I'm the ShareShed helper.");
  });

  it('ignores blank input', () => {
    const { log, send } = renderPanel();
    send('   ');
    act(() => vi.advanceTimersByTime(2000));
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });

  it('answers from the FAQ one second after the question, not before', () => {
    const { input, log, send } = renderPanel();
    send('When do I get my security deposit back?');
    expect((input as HTMLInputElement).value).toBe('');
    expect(log.textContent).toContain('When do I get my security deposit back?');
    expect(log.textContent).toContain('The helper is typing...');

    act(() => vi.advanceTimersByTime(999));
    expect(log.textContent).not.toContain('Your deposit is refunded');
    act(() => vi.advanceTimersByTime(1));
    const replies = screen.getAllByTestId('bot-message');
    expect(replies.at(-1)?.textContent).toContain(
      'Your deposit is refunded once the owner confirms the return.',
    );
    expect(log.textContent).not.toContain('The helper is typing...');
  });

  it('points to Support when nothing matches', () => {
    const { send } = renderPanel();
    send('Do you sell kayaks?');
    act(() => vi.advanceTimersByTime(1000));
    const reply = screen.getAllByTestId('bot-message').at(-1) as HTMLElement;
    expect(reply.textContent).toContain("Sorry, I couldn't find an answer to that.");
    expect(within(reply).getByRole('link', { name: 'Write to Support' }).getAttribute('href')).toBe(
      '/support#support-messages',
    );
  });

  it('falls back to Support rather than show a missing answer', () => {
    const { send } = renderPanel();
    send('unwritten');
    act(() => vi.advanceTimersByTime(1000));
    const reply = screen.getAllByTestId('bot-message').at(-1) as HTMLElement;
    expect(within(reply).getByRole('link', { name: 'Write to Support' })).toBeTruthy();
  });

  it('answers each question in turn', () => {
    const { send } = renderPanel();
    send('deposit?');
    send('kayaks?');
    act(() => vi.advanceTimersByTime(1000));
    const replies = screen.getAllByTestId('bot-message').map((reply) => reply.textContent ?? '');
    expect(replies).toHaveLength(3);
    expect(replies[1]).toContain('Your deposit is refunded');
    expect(replies[2]).toContain("Sorry, I couldn't find an answer");
  });

  it('with registration off, answers that sign-up is closed rather than send people to Create Account', () => {
    const { send } = renderPanel({ registrationEnabled: false });
    send('How do I create an account?');
    act(() => vi.advanceTimersByTime(1000));
    const reply = screen.getAllByTestId('bot-message').at(-1)?.textContent ?? '';
    expect(reply).toContain('New sign-ups are closed right now, so no new accounts can be created.');
    expect(reply).not.toContain('Create Account');
  });
});
