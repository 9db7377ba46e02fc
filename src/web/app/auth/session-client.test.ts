import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from './session-client';

const member = {
  user: { id: 'u1', email: 'mia@example.com' },
  session: { id: 's1', expiresAt: '2027-01-01' },
};
const noWait = async () => {};
afterEach(() => vi.unstubAllGlobals());

function answers(...steps: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const step = steps.shift();
    if (!step || step instanceof Error) throw step ?? new Error('no more answers');
    return step;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('readSession', () => {
  it('a member whose first request is lost (offline for a moment) is still signed in', async () => {
    const fetch = answers(new TypeError('Failed to fetch'), Response.json(member));
    expect(await readSession(noWait)).toEqual(member);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a server error or "not now" is tried again, not read as signed out', async () => {
    answers(
      new Response('slow down', { status: 429 }),
      new Response('busy', { status: 503 }),
      new Response('', { status: 502 }),
      Response.json(member),
    );
    expect(await readSession(noWait)).toEqual(member);
  });

  it('nobody signed in is an answer: no further tries', async () => {
    const fetch = answers(Response.json(null));
    expect(await readSession(noWait)).toEqual({ user: null, session: null });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when every try fails, the visitor is treated as signed out (the welcome flow)', async () => {
    const fetch = answers(...Array.from({ length: 4 }, () => new TypeError('Failed to fetch')));
    expect(await readSession(noWait)).toEqual({ user: null, session: null });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
