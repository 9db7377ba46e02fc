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

  it('a French reader gets French dates and amounts', () => {
    const text = notificationTextIn('fr', {
      kind: 'payout_pending',
      params: { ...rental, ownerAmountCents: 11640, subtotalCents: 12000, feeCents: 360 },
    });
    expect(text.message).toContain('116,40');
  });
});
