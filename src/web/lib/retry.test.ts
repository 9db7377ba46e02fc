import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPassingFailure, withRetries } from './retry';

const noWait = async () => {};

describe('isPassingFailure', () => {
  it('tries again after no answer or a "not now", never after the server said no', () => {
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isPassingFailure({ status })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isPassingFailure({ status })).toBe(false);
    expect(isPassingFailure(new SyntaxError('Unexpected token <'))).toBe(false);
    expect(isPassingFailure(null)).toBe(false);
  });
});

describe('withRetries', () => {
  it('succeeds after any number of passing failures up to the delays, waiting each delay in turn', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 5 }),
        fc.nat({ max: 6 }),
        async (delays, failures) => {
          let calls = 0;
          const waited: number[] = [];
          const outcome = withRetries(
            async () => {
              calls += 1;
              if (calls <= failures) throw { status: 503 };
              return 'done';
            },
            delays,
            async (ms) => {
              waited.push(ms);
            },
          );
          if (failures <= delays.length) {
            await expect(outcome).resolves.toBe('done');
            expect(calls).toBe(failures + 1);
            expect(waited).toEqual(delays.slice(0, failures));
          } else {
            await expect(outcome).rejects.toEqual({ status: 503 });
            expect(calls).toBe(delays.length + 1);
            expect(waited).toEqual(delays);
          }
        },
      ),
    );
  });

  it('gives up at once on a final answer', async () => {
    let calls = 0;
    const refused = withRetries(
      async () => {
        calls += 1;
        throw { status: 401 };
      },
      [1, 1, 1],
      noWait,
    );
    await expect(refused).rejects.toEqual({ status: 401 });
    expect(calls).toBe(1);
  });
});
