import { describe, expect, it } from 'vitest';
import { isTransientConflict, isUniqueViolation, retryTransientConflicts, sqlState } from './sql-errors';

/** What drizzle throws: its own error, with the driver's (carrying the SQLSTATE) as cause. */
const dbError = (code: string) =>
  Object.assign(new Error('Failed query: insert into "rentals" ...'), {
    cause: Object.assign(new Error('database said no'), { code }),
  });

describe('reading a database error', () => {
  it('finds the SQLSTATE through the wrapper, and nothing on errors without one', () => {
    expect(sqlState(dbError('40P01'))).toBe('40P01');
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeUndefined();
    expect(isUniqueViolation(dbError('23505'))).toBe(true);
    expect(isTransientConflict(dbError('40P01'))).toBe(true);
    expect(isTransientConflict(dbError('40001'))).toBe(true);
    expect(isTransientConflict(dbError('23P01'))).toBe(false);
  });
});

describe('retryTransientConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure, and answers its result', async () => {
    const failures = [dbError('40P01'), dbError('40001')];
    let runs = 0;
    const result = await retryTransientConflicts(async () => {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'held';
    });
    expect(result).toBe('held');
    expect(runs).toBe(3);
  });

  it('gives up after three losses in a row, with the database error', async () => {
    let runs = 0;
    const lost = dbError('40P01');
    await expect(
      retryTransientConflicts(async () => {
        runs++;
        throw lost;
      }),
    ).rejects.toBe(lost);
    expect(runs).toBe(3);
  });

  it('never runs work again that failed for any other reason', async () => {
    for (const failure of [dbError('23P01'), dbError('23505'), new Error('provider down')]) {
      let runs = 0;
      await expect(
        retryTransientConflicts(async () => {
          runs++;
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(runs).toBe(1);
    }
  });
});
