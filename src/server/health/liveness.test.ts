import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptLiveness, TRUST_MS } from './liveness';

afterEach(() => {
  vi.useRealTimers();
});

describe('kept liveness (health without a query per request)', () => {
  it('answers many checks from one ping while it is fresh', async () => {
    const ping = vi.fn(async () => {});
    const liveness = keptLiveness(ping);
    for (let i = 0; i < 100; i += 1) await liveness.check();
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('shares one ping among checks that find no fresh success', async () => {
    let answer: () => void = () => {};
    const ping = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const liveness = keptLiveness(ping);
    const checks = Promise.all(Array.from({ length: 10 }, () => liveness.check()));
    answer();
    await checks;
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('turns unhealthy within two seconds of the database going away', async () => {
    vi.useFakeTimers();
    let up = true;
    const liveness = keptLiveness(async () => {
      if (!up) throw new Error('connection refused');
    });
    await liveness.check();
    up = false;
    const wentAway = Date.now();
    let failedAt: number | null = null;
    while (failedAt === null && Date.now() - wentAway < 5_000) {
      await vi.advanceTimersByTimeAsync(100);
      failedAt = await liveness.check().then(
        () => null,
        () => Date.now(),
      );
    }
    expect(failedAt).not.toBeNull();
    expect(failedAt! - wentAway).toBeLessThanOrEqual(TRUST_MS);
  });

  it('counts a ping that hangs as a failure', async () => {
    vi.useFakeTimers();
    let hang = false;
    const liveness = keptLiveness(() => (hang ? new Promise<void>(() => {}) : Promise.resolve()));
    await liveness.check();
    hang = true;
    await vi.advanceTimersByTimeAsync(TRUST_MS + 1);
    const answer = liveness.check().then(
      () => 'live',
      () => 'down',
    );
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await answer).toBe('down');
  });

  it('is live again as soon as the database answers again', async () => {
    let up = false;
    const liveness = keptLiveness(async () => {
      if (!up) throw new Error('connection refused');
    });
    await expect(liveness.check()).rejects.toThrow('connection refused');
    up = true;
    await expect(liveness.check()).resolves.toBeUndefined();
  });
});
