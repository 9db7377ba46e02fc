import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { PUBLIC_READ_MAX_AGE_MS, PublicReads } from './public-reads';

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
