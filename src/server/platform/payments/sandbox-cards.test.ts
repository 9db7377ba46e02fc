import { describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, chargeTestCard } from './sandbox-cards';

const now = new Date('2026-11-22T12:00:00Z');

describe('sandbox test cards', () => {
  it('4242 4242 4242 4242 pays', () => {
    expect(chargeTestCard('4242424242424242', '12 / 30', now)).toEqual({ ok: true, last4: '4242' });
  });

  it('4000 0000 0000 0002 is declined with a clear message', () => {
    expect(chargeTestCard('4000000000000002', '12/30', now)).toEqual({
      ok: false,
      code: 'card_declined',
      message: CARD_DECLINED_MESSAGE,
    });
  });

  it('any other number is refused, naming the test cards', () => {
    const outcome = chargeTestCard('5555555555554444', '12/30', now);
    expect(outcome).toMatchObject({ ok: false, code: 'unknown_test_card' });
    expect(outcome.ok || outcome.message).toContain('4242 4242 4242 4242');
  });

  it('a card is valid through its expiry month and expired after it', () => {
    expect(chargeTestCard('4242424242424242', '11/26', now).ok).toBe(true);
    expect(chargeTestCard('4242424242424242', '10/26', now)).toMatchObject({
      ok: false,
      code: 'expired_card',
    });
  });
});
