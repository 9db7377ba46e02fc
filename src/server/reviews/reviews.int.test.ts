import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../db/schema';
import { shownNotifications } from '../notifications/testing';
import { bookAndPay, day, rentableItem, signUpRentalCast } from '../rentals/testing';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import type { PendingReview, ReviewView } from './service';

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, renter, stranger, admin } = await signUpRentalCast(t));
}, 240_000);
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;
const write = (who: SignedIn | undefined, body: Record<string, unknown>) =>
  t.request('POST', '/api/reviews', body, who?.headers);

interface Mine {
  received: ReviewView[];
  given: ReviewView[];
  pending: PendingReview[];
}
async function mine(who: SignedIn): Promise<Mine> {
  const res = await t.request('GET', '/api/reviews/mine', undefined, who.headers);
  expect(res.status).toBe(200);
  return (await res.json()) as Mine;
}

async function rental(title: string, returned = true) {
  const item = await rentableItem(t, owner, admin, { title });
  const { rentalId } = await bookAndPay(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(0) });
  if (returned) {
    const res = await t.request(
      'POST',
      `/api/rentals/${rentalId}/return`,
      { returnCondition: 'good' },
      owner.headers,
    );
    expect(res.status).toBe(200);
  }
  return { itemId: item.id, rentalId };
}

const reviewNotices = (who: SignedIn) => shownNotifications(t.database.db, who.userId, 'review');

describe('two-way reviews', () => {
  it('a return invites both sides; each review stays hidden until both are written', async () => {
    const { itemId, rentalId } = await rental('Reviewed trailer');
    expect(
      (await reviewNotices(renter)).filter((n) => n.title === 'Time to write a review').length,
    ).toBeGreaterThan(0);
    expect((await mine(owner)).pending.map((p) => p.rentalId)).toContain(rentalId);

    const first = await write(renter, { rentalId, rating: 5, text: 'Great trailer, easy pickup.' });
    expect(first.status).toBe(201);
    // Hidden: not on the owner's page, not on the item, not in ratings; the author sees it as unpublished.
    expect((await mine(owner)).received.filter((r) => r.rentalId === rentalId)).toHaveLength(0);
    expect((await mine(renter)).given.find((r) => r.rentalId === rentalId)?.published).toBe(false);
    const hidden = (await (await t.request('GET', `/api/reviews/items/${itemId}`)).json()) as {
      reviewCount: number;
    };
    expect(hidden.reviewCount).toBe(0);
    expect((await reviewNotices(owner)).some((n) => n.title === 'You received a review')).toBe(true);

    const second = await write(owner, { rentalId, rating: 4, text: 'Returned clean and on time.' });
    expect(second.status).toBe(201);
    const ownerView = await mine(owner);
    expect(ownerView.received.find((r) => r.rentalId === rentalId)).toMatchObject({
      rating: 5,
      text: 'Great trailer, easy pickup.',
      authorName: 'Rita Renter',
      published: true,
    });
    expect(ownerView.pending.map((p) => p.rentalId)).not.toContain(rentalId);
    expect((await mine(renter)).received.find((r) => r.rentalId === rentalId)).toMatchObject({
      rating: 4,
      authorName: 'Olive Owner',
    });
    const item = (await (await t.request('GET', `/api/reviews/items/${itemId}`)).json()) as {
      rating: number;
      reviewCount: number;
      reviews: ReviewView[];
    };
    // The item's rating comes from the renter's review only.
    expect(item).toMatchObject({ rating: 5, reviewCount: 1 });
    const profile = (await (await t.request('GET', '/api/profile', undefined, owner.headers)).json()) as {
      stats: { rating: number; review_count: number };
    };
    expect(profile.stats).toMatchObject({ rating: 5, review_count: 1 });
  });

  it('once each side, only by the two parties, only after the return', async () => {
    const { rentalId } = await rental('Once ladder');
    expect((await write(renter, { rentalId, rating: 3, text: 'Fine.' })).status).toBe(201);
    const again = await write(renter, { rentalId, rating: 1, text: 'Changed my mind.' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('You have already reviewed this rental.');
    expect((await write(stranger, { rentalId, rating: 1, text: 'Never rented it.' })).status).toBe(404);
    expect((await write(admin, { rentalId, rating: 1, text: 'Admin.' })).status).toBe(404);
    expect((await write(undefined, { rentalId, rating: 1, text: 'Guest.' })).status).toBe(401);
    const active = await rental('Still out drill', false);
    const early = await write(renter, { rentalId: active.rentalId, rating: 4, text: 'Too soon.' });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe('You can review a rental once it has been returned.');
  });

  it('the 14-day window: closed for writing after it, and a lone review is published then', async () => {
    const { rentalId, itemId } = await rental('Windowed saw');
    expect((await write(renter, { rentalId, rating: 2, text: 'Blade was dull.' })).status).toBe(201);
    await t.database.db
      .update(rentals)
      .set({ actualReturnDate: sql`now() - interval '14 days 1 minute'` })
      .where(eq(rentals.id, rentalId));
    const late = await write(owner, { rentalId, rating: 5, text: 'Too late.' });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe('Reviews can be written within 14 days of the return.');
    expect((await mine(owner)).received.find((r) => r.rentalId === rentalId)?.text).toBe('Blade was dull.');
    const item = (await (await t.request('GET', `/api/reviews/items/${itemId}`)).json()) as {
      reviewCount: number;
    };
    expect(item.reviewCount).toBe(1);
  });

  it('validates input with a message, never a 500', async () => {
    const { rentalId } = await rental('Validated tent');
    const cases: [Record<string, unknown>, string][] = [
      [{ rentalId, rating: 0, text: 'x' }, 'Please choose a rating'],
      [{ rentalId, rating: 6, text: 'x' }, 'Please choose a rating'],
      [{ rentalId, rating: 3.5, text: 'x' }, 'Please choose a rating'],
      [{ rentalId, rating: 3, text: '  <> ' }, 'Please write a few words about the rental'],
      [{ rentalId, rating: 3, text: 'x'.repeat(1001) }, 'Review too long (max 1000 characters)'],
      [{ rentalId: 'nope', rating: 3, text: 'x' }, 'Rental not found'],
    ];
    for (const [body, message] of cases) {
      const res = await write(renter, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
  });
});
