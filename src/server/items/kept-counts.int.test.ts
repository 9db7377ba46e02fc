import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../shared/constants';
import { categoryCounts, identityVerifications, items, user, userSuspensions } from '../db/schema';
import { ownerMayListSql } from '../identity/public';
import { updateSettings } from '../settings/public';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The category counts the database keeps (category_counts, migration 0013) must equal a fresh
 * count of live listings after any change: listings published, withdrawn, moved or deleted,
 * owners suspended and let back in, identity checks approved and revoked, accounts deleted (with
 * their listings, suspension and check going by cascade), under both values of
 * requireIdVerification.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OWNERS = ['owner-a', 'owner-b', 'owner-c'];
const STATUSES = ['pending', 'published', 'rejected'] as const;

async function freshCounts(requireIdVerification: boolean): Promise<Record<string, number>> {
  await updateSettings(t.database.db, { requireIdVerification }, null);
  const rows = await t.database.db
    .select({ category: items.category, n: count() })
    .from(items)
    .where(and(eq(items.status, 'published'), await ownerMayListSql(t.database.db, items.ownerId)))
    .groupBy(items.category);
  return Object.fromEntries(
    CATEGORY_SLUGS.map((slug) => [slug, rows.find((r) => r.category === slug)?.n ?? 0]),
  );
}

async function keptCounts(column: 'listed' | 'listedVerified'): Promise<Record<string, number | undefined>> {
  const rows = await t.database.db.select().from(categoryCounts);
  return Object.fromEntries(
    CATEGORY_SLUGS.map((slug) => [slug, rows.find((r) => r.category === slug)?.[column]]),
  );
}

async function expectExact() {
  expect(await keptCounts('listed')).toEqual(await freshCounts(false));
  expect(await keptCounts('listedVerified')).toEqual(await freshCounts(true));
}

async function ensureOwner(id: string) {
  await t.database.db
    .insert(user)
    .values({ id, email: `${id}@example.com`, emailVerified: true })
    .onConflictDoNothing();
}

const listing = (ownerId: string, category: string, status: (typeof STATUSES)[number]) => ({
  ownerId,
  title: 'Ladder',
  category,
  status,
  dailyRateCents: 1000,
  depositCents: 0,
  handoff: 'pickup' as const,
  locationLabel: 'Austin, TX',
  latitude: 30.27,
  longitude: -97.74,
});

/** One change of the kinds that move the counts. */
const change = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    owner: fc.constantFrom(...OWNERS),
    category: fc.constantFrom(...CATEGORY_SLUGS),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    category: fc.constantFrom(...CATEGORY_SLUGS),
  }),
  fc.record({ kind: fc.constant('deleteItem' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('suspend' as const), owner: fc.constantFrom(...OWNERS), on: fc.boolean() }),
  fc.record({
    kind: fc.constant('identity' as const),
    owner: fc.constantFrom(...OWNERS),
    status: fc.constantFrom('pending', 'approved', 'rejected', 'none'),
  }),
  fc.record({ kind: fc.constant('deleteOwner' as const), owner: fc.constantFrom(...OWNERS) }),
);

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

async function apply(step: Change) {
  const db = t.database.db;
  const pickItem = async (pick: number) => {
    const all = await db.select({ id: items.id }).from(items).orderBy(items.id);
    return all.length ? all[pick % all.length]!.id : null;
  };
  switch (step.kind) {
    case 'insert':
      await ensureOwner(step.owner);
      await db.insert(items).values(listing(step.owner, step.category, step.status));
      return;
    case 'status': {
      const id = await pickItem(step.pick);
      if (id) await db.update(items).set({ status: step.status }).where(eq(items.id, id));
      return;
    }
    case 'move': {
      const id = await pickItem(step.pick);
      if (id) await db.update(items).set({ category: step.category }).where(eq(items.id, id));
      return;
    }
    case 'deleteItem': {
      const id = await pickItem(step.pick);
      if (id) await db.delete(items).where(eq(items.id, id));
      return;
    }
    case 'suspend':
      await ensureOwner(step.owner);
      if (step.on) await db.insert(userSuspensions).values({ userId: step.owner }).onConflictDoNothing();
      else await db.delete(userSuspensions).where(eq(userSuspensions.userId, step.owner));
      return;
    case 'identity':
      await ensureOwner(step.owner);
      if (step.status === 'none')
        await db.delete(identityVerifications).where(eq(identityVerifications.userId, step.owner));
      else
        await db
          .insert(identityVerifications)
          .values({ userId: step.owner, status: step.status, documentKey: 'id.jpg' })
          .onConflictDoUpdate({ target: identityVerifications.userId, set: { status: step.status } });
      return;
    case 'deleteOwner':
      await db.delete(user).where(eq(user.id, step.owner));
      return;
  }
}

describe('kept category counts', () => {
  it('start exact on an empty catalogue', async () => {
    await expectExact();
  });

  it('stay exact for a suspended, identity-approved owner deleted with their listings', async () => {
    await ensureOwner('owner-z');
    await t.database.db
      .insert(items)
      .values([listing('owner-z', 'generators', 'published'), listing('owner-z', 'automotive', 'published')]);
    await t.database.db
      .insert(identityVerifications)
      .values({ userId: 'owner-z', status: 'approved', documentKey: 'id.jpg' });
    await expectExact();
    expect((await keptCounts('listedVerified')).generators).toBe(1);
    await t.database.db.insert(userSuspensions).values({ userId: 'owner-z' });
    await expectExact();
    await t.database.db.delete(user).where(eq(user.id, 'owner-z'));
    await expectExact();
    expect((await keptCounts('listed')).generators).toBe(0);
  });

  it('stay exact after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 5, maxLength: 25 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectExact();
      }),
      { numRuns: 12 },
    );
  });
});
