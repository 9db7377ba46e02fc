import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CATEGORY, type NotificationContent } from '../../shared/notifications';
import { notificationTextIn, serverT } from './translator';

const rental = { rentalId: 'r1', itemTitle: 'Tile saw' };

describe('notifications worded from their data (English catalogue)', () => {
  it('formats cents as money, calendar days as dates, and `days` as the plural count', () => {
    expect(
      notificationTextIn('en', {
        kind: 'payment_received',
        params: { ...rental, totalCents: 20000, depositCents: 8000, days: 1, startDate: '2026-11-27' },
      }),
    ).toEqual({
      title: 'Payment received',
      message:
        'You paid $200.00 for "Tile saw", 1 day from Nov 27, 2026 (including a $80.00 security deposit, refunded after return).',
    });
    expect(
      notificationTextIn('en', {
        kind: 'rental_requested',
        params: { ...rental, renterName: 'Rita', days: 3, startDate: '2026-11-27' },
      }).message,
    ).toBe('Rita booked "Tile saw" for 3 days from Nov 27, 2026.');
  });

  it('picks the sentence by context: the deposit, the reader side', () => {
    const returned = (condition: 'good' | 'damaged', depositCents: number) =>
      notificationTextIn('en', { kind: 'return_processed', params: { ...rental, condition, depositCents } });
    expect(returned('good', 8000).message).toBe(
      'The return of "Tile saw" was processed. Your $80.00 security deposit is being refunded.',
    );
    expect(returned('damaged', 8000)).toEqual({
      title: 'Return processed: item damaged',
      message:
        'The return of "Tile saw" was processed. The item was reported damaged, so the $80.00 security deposit goes to the owner.',
    });
    expect(returned('good', 0).message).toBe('The return of "Tile saw" was processed.');
    const overdue = (role: 'renter' | 'owner') =>
      notificationTextIn('en', { kind: 'rental_overdue', params: { ...rental, dueDate: '2026-11-30', role } })
        .message;
    expect(overdue('owner')).toBe('"Tile saw" was due back on Nov 30, 2026 and has not been returned yet.');
    expect(overdue('renter')).toContain('Please return it to the owner');
  });

  it("words a check-in by its step, in the reader's language", () => {
    const checkIn = (kind: 'check_in_recorded' | 'check_in_confirmed', step: 'pickup' | 'return') =>
      ({ kind, params: { ...rental, step, byName: 'Olive' } }) as NotificationContent;
    expect(notificationTextIn('en', checkIn('check_in_recorded', 'pickup'))).toEqual({
      title: 'Confirm the pick-up',
      message:
        'Olive recorded the condition of "Tile saw" at the pick-up. Confirm you received it by typing the code shown on their phone.',
    });
    expect(notificationTextIn('en', checkIn('check_in_confirmed', 'return')).title).toBe('Return confirmed');
    expect(notificationTextIn('de', checkIn('check_in_confirmed', 'pickup'))).toEqual({
      title: 'Übergabe bestätigt',
      message: 'Olive hat die Übergabe von „Tile saw“ bestätigt: Der Artikel ist übergeben.',
    });
  });

  it('every kind has an English title and message', () => {
    const t = serverT('en', 'notifications');
    for (const kind of Object.keys(NOTIFICATION_CATEGORY)) {
      expect(t(`kinds.${kind}.title`)).not.toBe(`kinds.${kind}.title`);
    }
    const sample: NotificationContent = {
      kind: 'wishlist_price_drop',
      params: { itemId: 'i1', itemTitle: 'Drill', priceCents: 4999, targetCents: 5500 },
    };
    expect(notificationTextIn('en', sample).message).toBe(
      '"Drill" from your wishlist is now $49.99/day (you were waiting for less than $55.00).',
    );
  });

  it('a receipt names the dates, days, subtotal, fee, deposit and total', () => {
    expect(
      notificationTextIn('en', {
        kind: 'payment_received',
        params: {
          ...rental,
          totalCents: 20000,
          depositCents: 8000,
          days: 3,
          startDate: '2026-11-27',
          lastDate: '2026-11-29',
          subtotalCents: 12000,
          feeCents: 360,
        },
      }).message,
    ).toBe(
      'You paid $200.00 for "Tile saw", 3 days, Nov 27, 2026 to Nov 29, 2026: rental subtotal $120.00 (the owner pays the $3.60 platform fee from it) plus a $80.00 security deposit, refunded after return.',
    );
  });

  it('a cancellation is worded for each side and each canceller, in every language', () => {
    const cases = [
      ['renter', 'renter', true],
      ['renter', 'owner', true],
      ['renter', 'admin', true],
      ['renter', 'late_payment', true],
      ['renter', 'admin', false],
      ['owner', 'renter', true],
      ['owner', 'owner', true],
      ['owner', 'admin', true],
    ] as const;
    for (const language of ['en', 'es', 'fr', 'de'] as const) {
      const messages = new Set<string>();
      for (const [role, by, paid] of cases) {
        const text = notificationTextIn(language, {
          kind: 'rental_cancelled',
          params: { ...rental, role, by, paid, startDate: '2026-11-27', refundCents: 14000 },
        });
        expect(text.message).not.toContain('kinds.');
        expect(text.message).toContain('Tile saw');
        messages.add(text.message);
      }
      expect(messages.size).toBe(cases.length);
    }
  });

  it('a French reader gets French dates and amounts', () => {
    const text = notificationTextIn('fr', {
      kind: 'payout_pending',
      params: { ...rental, ownerAmountCents: 11640, subtotalCents: 12000, feeCents: 360 },
    });
    expect(text.message).toContain('116,40');
  });
});
