/**
 * The sandbox checkout's test cards, named after Stripe's so people who know one know the other.
 * Nothing is ever charged: the sandbox only decides which outcome to act out.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export type CardOutcome =
  | { ok: true; last4: string }
  | { ok: false; code: 'card_declined' | 'expired_card' | 'unknown_test_card'; message: string };

export const CARD_DECLINED_MESSAGE = 'Your card was declined. Please use a different card.';
export const CARD_EXPIRED_MESSAGE = 'Your card has expired. Please check the expiry date.';
export const UNKNOWN_TEST_CARD_MESSAGE =
  'This is a test checkout and only accepts test cards: use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card.';

/** `cardNumber` is digits only; `expiry` is 'MM / YY' (validated by the shared schema). */
export function chargeTestCard(cardNumber: string, expiry: string, now: Date): CardOutcome {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  // A card is valid through the last day of its expiry month.
  const endOfExpiryMonth = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  if (endOfExpiryMonth <= now.getTime()) {
    return { ok: false, code: 'expired_card', message: CARD_EXPIRED_MESSAGE };
  }
  if (cardNumber === SANDBOX_CARDS.success) return { ok: true, last4: cardNumber.slice(-4) };
  if (cardNumber === SANDBOX_CARDS.declined) {
    return { ok: false, code: 'card_declined', message: CARD_DECLINED_MESSAGE };
  }
  return { ok: false, code: 'unknown_test_card', message: UNKNOWN_TEST_CARD_MESSAGE };
}
