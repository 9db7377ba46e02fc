import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { ASKED_AGAIN_WITHIN_MS, PUBLIC_READ_MAX_AGE_MS, PublicReads } from './public-reads';

/** A handle that only delivers notices and observes statements: all PublicReads.watch uses. */
function noticesOnly() {
  let notify = () => {};
  let observe: (text: string) => void = () => {};
  const database = {
    listen: async (_channel: string, onPayload: () => void) => {
      notify = onPayload;
      return async () => {};
    },
    observeStatements: (onStatement: (text: string) => void) => {
      observe = onStatement;
      return () => {};
    },
  } as unknown as Database;
  return { database, notice: () => notify(), send: (text: string) => observe(text) };
}

/** readEach over words, counting which words `produce` was asked for. */
function lookups(reads: PublicReads) {
  const asked: string[][] = [];
  const read = (words: string[], during?: () => void) =>
    reads.readEach(
      words,
      (word) => `word ${word}`,
      async (missing) => {
        asked.push(missing);
        during?.();
        return missing.map((word) => word.toUpperCase());
      },
    );
  return { asked, read };
}

afterEach(() => vi.useRealTimers());

describe('values kept by PublicReads (readEach)', () => {
  it('asks only for the values it does not keep, in one call, and answers in order', async () => {
    const reads = new PublicReads();
    await reads.watch(noticesOnly().database);
    const { asked, read } = lookups(reads);
    expect(await read(['drill', 'saw'])).toEqual(['DRILL', 'SAW']);
    expect(await read(['ladder', 'drill', 'saw', 'hammer'])).toEqual(['LADDER', 'DRILL', 'SAW', 'HAMMER']);
    expect(await read(['saw', 'drill'])).toEqual(['SAW', 'DRILL']);
    expect(asked).toEqual([
      ['drill', 'saw'],
      ['ladder', 'hammer'],
    ]);
  });

  it('drops them on a change: a notice, or a write to public data through this handle', async () => {
    const reads = new PublicReads();
    const handle = noticesOnly();
    await reads.watch(handle.database);
    const { asked, read } = lookups(reads);
    await read(['drill']);
    handle.notice();
    await read(['drill']);
    handle.send('select 1');
    handle.send('insert into messages (id) values (1)');
    await read(['drill']);
    handle.send('update items set title = $1');
    await read(['drill']);
    expect(asked).toEqual([['drill'], ['drill'], ['drill']]);
  });

  it('does not keep what was read while a change was noticed', async () => {
    const reads = new PublicReads();
    const handle = noticesOnly();
    await reads.watch(handle.database);
    const { asked, read } = lookups(reads);
    expect(await read(['drill'], handle.notice)).toEqual(['DRILL']);
    await read(['drill']);
    await read(['drill']);
    expect(asked).toEqual([['drill'], ['drill']]);
  });

  it(`keeps them at most ${PUBLIC_READ_MAX_AGE_MS} ms`, async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const reads = new PublicReads();
    await reads.watch(noticesOnly().database);
    const { asked, read } = lookups(reads);
    await read(['drill']);
    vi.advanceTimersByTime(PUBLIC_READ_MAX_AGE_MS - 1);
    await read(['drill']);
    vi.advanceTimersByTime(1);
    await read(['drill']);
    expect(asked).toEqual([['drill'], ['drill']]);
  });

  it('keeps nothing without a listening connection', async () => {
    const { asked, read } = lookups(new PublicReads());
    await read(['drill']);
    await read(['drill']);
    expect(asked).toEqual([['drill'], ['drill']]);
  });
});

describe('answers kept by PublicReads (read)', () => {
  /** read() of `key`, counting how often the answer had to be produced. */
  function answers(reads: PublicReads) {
    const produced: string[] = [];
    const read = (key: string) =>
      reads.read(key, async () => {
        produced.push(key);
        return `{"for":"${key}"}`;
      });
    return { produced, read };
  }

  it('keeps an answer from its second ask: an answer asked once is not kept', async () => {
    const reads = new PublicReads();
    await reads.watch(noticesOnly().database);
    const { produced, read } = answers(reads);
    expect((await read('/api/search?q=drill')).body).toBe('{"for":"/api/search?q=drill"}');
    await read('/api/search?q=drill');
    await read('/api/search?q=drill');
    await read('/api/search?q=drill');
    expect(produced).toEqual(['/api/search?q=drill', '/api/search?q=drill']);
  });

  it('keeps an answer asked again within a minute, across changes to the data', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const reads = new PublicReads();
    const handle = noticesOnly();
    await reads.watch(handle.database);
    const { produced, read } = answers(reads);
    await read('/api/items/featured');
    vi.advanceTimersByTime(ASKED_AGAIN_WITHIN_MS - 1);
    await read('/api/items/featured'); // asked again: kept
    handle.notice(); // a change drops the answer, not the memory of who asks for it
    await read('/api/items/featured'); // kept again at once
    await read('/api/items/featured');
    vi.advanceTimersByTime(ASKED_AGAIN_WITHIN_MS + PUBLIC_READ_MAX_AGE_MS);
    await read('/api/items/featured'); // a minute and more since: asked once again
    await read('/api/items/featured');
    await read('/api/items/featured');
    expect(produced).toHaveLength(5);
  });

  it('keeps the answers asked again through a run of one-off searches', async () => {
    const reads = new PublicReads();
    await reads.watch(noticesOnly().database);
    const { produced, read } = answers(reads);
    await read('/api/items/featured');
    await read('/api/items/featured');
    for (let index = 0; index < 1_000; index++) await read(`/api/search?q=word${index}`);
    const before = produced.length;
    await read('/api/items/featured');
    expect(produced).toHaveLength(before);
  });
});
