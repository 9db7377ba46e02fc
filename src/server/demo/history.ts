import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-day';
import type { Db } from '../db/client';
import { items, ownerTransfers, rateLimit, rentals, sandboxCheckoutSessions, user } from '../db/schema';
import type { Logger } from '../logger';
import {
  MESSAGE_RATE_RULES,
  markConversationRead,
  openConversation,
  sendMessage,
} from '../messaging/service';
import { paySandboxCheckout } from '../payments/sessions';
import { applyAccountState, startOnboarding } from '../payouts/accounts';
import { type ObjectStorage, SandboxPaymentProvider } from '../platform/public';
import { startCheckout } from '../rentals/booking';
import { confirmCheckIn, recordCheckIn } from '../rentals/check-ins';
import { answerClaim } from '../rentals/claim-service';
import type { RentalActor, RentalDeps } from '../rentals/context';
import { uploadCheckInPhoto, uploadClaimPhoto } from '../rentals/evidence-photo-upload';
import { processReturn } from '../rentals/settlement';
import { scheduleShareTransferOf, sendTransfer } from '../rentals/transfers';
import { writeReview } from '../reviews/service';
import { saveItem } from '../wishlist/service';
import { backdate, Timeline } from './backdate';
import { FRESH_RETURN_DAYS, type PlannedRental, planHistory } from './history-plan';
import {
  CHECK_IN_NOTES,
  chatLines,
  DAMAGE_REASON,
  DISPUTE_STATEMENT,
  OWNER_REVIEWS,
  RENTER_REVIEWS,
} from './history-texts';

export interface HistoryDeps {
  db: Db;
  storage: ObjectStorage;
  publicUrl: string;
  logger: Logger;
}

export interface HistoryPerson {
  id: string;
  email: string;
}

export interface HistoryCast {
  renter: HistoryPerson;
  /** Each metro's owners and its listings' ids (oldest first) that carry history. */
  metros: { owners: HistoryPerson[]; items: { id: string; ownerId: string; createdAt: Date }[] }[];
  /** The picture of an item, for check-in and claim photos. */
  photoOf: (itemId: string, seed: number) => Promise<Uint8Array>;
}

export interface HistoryResult {
  rentals: number;
  existing: number;
}

const HOUR = 3_600_000;
/** The sandbox's test card, as the checkout form's schema hands it on (digits only). */
const CARD = { cardNumber: '4242424242424242', expiry: '12 / 34' };
const BANK_ACCOUNT = '000123456789';

/**
 * The demo's people live in US metros: `hour` is their local hour (US Central, UTC-6), so a
 * hand-over at 9 shows as morning rather than the middle of the night.
 */
const UTC_OFFSET_HOURS = 6;
const at = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hour + UTC_OFFSET_HOURS) * HOUR);
const actor = (person: HistoryPerson): RentalActor => ({
  id: person.id,
  email: person.email,
  isAdmin: false,
});

/**
 * Months of marketplace life through the same use cases the routes call, each as of its own
 * moment (the simulated clock), then the rows' own timestamps moved to those moments. Idempotent:
 * a planned rental already there (same item, renter and start) is skipped with everything after it.
 */
export async function seedHistory(
  deps: HistoryDeps,
  cast: HistoryCast,
  anchor: string,
  log: (line: string) => void,
): Promise<HistoryResult> {
  const sandbox = new SandboxPaymentProvider(deps.db, deps.publicUrl);
  const timeline = new Timeline();
  const people = new Map<string, HistoryPerson>([[cast.renter.id, cast.renter]]);
  for (const metro of cast.metros) for (const owner of metro.owners) people.set(owner.id, owner);
  const rentalDeps = (now: () => Date): RentalDeps => ({ ...deps, payments: sandbox, now });
  const person = (id: string) => people.get(id)!;

  // Two owners in three take payouts (their transfers are sent); the others' wait in Billing.
  const start = at(addDays(anchor, -200), 10);
  for (const metro of cast.metros) {
    for (const [index, owner] of metro.owners.entries()) {
      if (index % 3 === 2) continue;
      await timeline.at(start, async (now) => {
        const link = await startOnboarding(rentalDeps(now), owner);
        const accountId = link.url.split('/').pop()!;
        const state = await sandbox.completeOnboarding(accountId, BANK_ACCOUNT);
        if (state) await applyAccountState(deps.db, 'sandbox', state);
      });
    }
  }

  const plan = planHistory(
    anchor,
    cast.metros.map((metro) => ({ items: metro.items, renters: metro.owners.map((owner) => owner.id) })),
    cast.renter.id,
  );
  const result: HistoryResult = { rentals: 0, existing: 0 };
  const existing = await deps.db
    .select({ itemId: rentals.itemId, renterId: rentals.renterId, startDate: rentals.startDate })
    .from(rentals)
    .where(inArray(rentals.renterId, [...people.keys()]));
  const have = new Set(existing.map((row) => `${row.itemId} ${row.renterId} ${row.startDate}`));
  for (const rental of plan) {
    if (have.has(`${rental.itemId} ${rental.renterId} ${rental.startDate}`)) {
      result.existing++;
      continue;
    }
    await liveRental(
      { ...deps, timeline, rentalDeps, sandbox, photoOf: cast.photoOf },
      rental,
      anchor,
      person(rental.ownerId),
      person(rental.renterId),
    );
    result.rentals++;
    if (result.rentals % 20 === 0) log(`  history: ${result.rentals} rentals`);
  }

  await saveWishlists(deps.db, timeline, cast, anchor);
  await backdate(deps.db, timeline.steps);
  await settleTheRest(deps.db, [...people.keys()], anchor);
  return result;
}

interface StoryDeps extends HistoryDeps {
  timeline: Timeline;
  rentalDeps: (now: () => Date) => RentalDeps;
  sandbox: SandboxPaymentProvider;
  photoOf: HistoryCast['photoOf'];
}

/** One planned rental, from the first message to the reviews. */
async function liveRental(
  deps: StoryDeps,
  plan: PlannedRental,
  anchor: string,
  owner: HistoryPerson,
  renter: HistoryPerson,
) {
  const { timeline, rentalDeps } = deps;
  const messaging = { db: deps.db, storage: deps.storage };
  // Booked a few days ahead, and never later than the day before the anchor (upcoming rentals).
  const ahead = addDays(plan.startDate, -(2 + (plan.seed % 6)));
  const bookedOn = ahead < anchor ? ahead : addDays(anchor, -1);
  const end = addDays(plan.startDate, plan.rentalDays);

  if (plan.chat) {
    const [title] = await deps.db.select({ title: items.title }).from(items).where(eq(items.id, plan.itemId));
    const [ask, answer, thanks] = chatLines(title?.title ?? 'item', plan.seed);
    const conversation = await timeline.at(at(bookedOn, 8), async () => {
      const opened = await openConversation(messaging, { itemId: plan.itemId }, renter.id);
      await sendMessage(messaging, opened.id, ask, renter.id);
      return opened;
    });
    await timeline.at(at(bookedOn, 9), async () => {
      await markConversationRead(messaging, conversation.id, owner.id);
      await sendMessage(messaging, conversation.id, answer, owner.id);
    });
    await timeline.at(at(bookedOn, 10), async () => {
      await markConversationRead(messaging, conversation.id, renter.id);
      await sendMessage(messaging, conversation.id, thanks, renter.id);
    });
    // Months of messages are sent here within seconds: the senders' rate counts are not history.
    const keys = [renter.id, owner.id].flatMap((id) =>
      Object.values(MESSAGE_RATE_RULES).map((rule) => `${rule.name}:${id}`),
    );
    await deps.db.delete(rateLimit).where(inArray(rateLimit.key, keys));
  }

  // Booked and paid through the sandbox checkout, as of the booking day.
  const booked = await timeline.at(at(bookedOn, 11), async (now) => {
    const started = await startCheckout(
      rentalDeps(now),
      { itemId: plan.itemId, rentalDays: plan.rentalDays, startDate: plan.startDate },
      actor(renter),
    );
    // The sandbox's session runs out 15 minutes after the simulated booking, long ago in real
    // time; its expiry follows the real clock, so it is moved to what it would have been then.
    await deps.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: sql`now() + interval '15 minutes'` })
      .where(eq(sandboxCheckoutSessions.id, started.sessionId));
    await paySandboxCheckout(rentalDeps(now), deps.sandbox, started.sessionId, CARD, actor(renter));
    return started;
  });
  const rentalId = booked.rentalId;
  if (plan.story === 'upcoming') return;

  // The hand-over: a pick-up check-in for recent rentals (photos and the code), otherwise the
  // owner's share falls due 24 hours after the start.
  const recent = plan.startDate >= addDays(anchor, -30);
  if (recent) {
    await checkIn(deps, rentalId, 'pickup', at(plan.startDate, 9), owner, renter, plan);
  }
  await timeline.at(at(plan.startDate, recent ? 10 : 25), async (now) => {
    await scheduleShareTransferOf(deps.db, 'sandbox', rentalId, now());
    await sendDueTransfers(rentalDeps(now), rentalId);
  });
  if (plan.story === 'active') return;

  if (plan.story === 'disputed') {
    await disputedReturn(deps, rentalId, end, owner, renter, plan);
    return;
  }
  await timeline.at(at(end, 17), (now) =>
    processReturn(rentalDeps(now), rentalId, { returnCondition: 'good', photoIds: [] }, actor(owner)),
  );
  // Both sides review, unless the return is so recent that the renter has not yet.
  const fresh = end > addDays(anchor, -FRESH_RETURN_DAYS);
  const [ownerRating, ownerText] = OWNER_REVIEWS[plan.seed % OWNER_REVIEWS.length]!;
  await timeline.at(at(addDays(end, 1), 12), async (now) => {
    await writeReview(deps.db, owner.id, { rentalId, rating: ownerRating, text: ownerText }, now());
  });
  if (fresh) return;
  const [renterRating, renterText] = RENTER_REVIEWS[plan.seed % RENTER_REVIEWS.length]!;
  await timeline.at(at(addDays(end, 2), 19), async (now) => {
    await writeReview(deps.db, renter.id, { rentalId, rating: renterRating, text: renterText }, now());
  });
}

/** `recorder` photographs the item and records the check-in; the other side confirms with the code. */
async function checkIn(
  deps: StoryDeps,
  rentalId: string,
  step: 'pickup' | 'return',
  when: Date,
  recorder: HistoryPerson,
  confirmer: HistoryPerson,
  plan: PlannedRental,
) {
  await deps.timeline.at(when, async (now) => {
    const services = deps.rentalDeps(now);
    const photo = await uploadCheckInPhoto(
      services,
      rentalId,
      {
        name: `${step}.jpg`,
        bytes: await deps.photoOf(plan.itemId, plan.seed + (step === 'pickup' ? 1 : 2)),
      },
      actor(recorder),
    );
    const shown = await recordCheckIn(
      services,
      rentalId,
      step,
      { photoIds: [photo.id], notes: CHECK_IN_NOTES[step] },
      actor(recorder),
    );
    await confirmCheckIn(services, rentalId, step, shown.code, actor(confirmer));
  });
}

/** The owner checks the return in, finds damage and keeps part of the deposit; the renter disputes. */
async function disputedReturn(
  deps: StoryDeps,
  rentalId: string,
  end: string,
  owner: HistoryPerson,
  renter: HistoryPerson,
  plan: PlannedRental,
) {
  await checkIn(deps, rentalId, 'return', at(end, 16), owner, renter, plan);
  await deps.timeline.at(at(end, 17), async (now) => {
    const services = deps.rentalDeps(now);
    const photo = await uploadClaimPhoto(
      services,
      rentalId,
      { name: 'damage.jpg', bytes: await deps.photoOf(plan.itemId, plan.seed + 3) },
      actor(owner),
    );
    const [row] = await deps.db
      .select({ deposit: rentals.securityDeposit })
      .from(rentals)
      .where(eq(rentals.id, rentalId));
    await processReturn(
      services,
      rentalId,
      {
        returnCondition: 'damaged',
        damageReason: DAMAGE_REASON,
        depositKept: Math.round((row?.deposit ?? 0) / 2),
        photoIds: [photo.id],
      },
      actor(owner),
    );
  });
  await deps.timeline.at(at(addDays(end, 1), 9), async (now) => {
    const services = deps.rentalDeps(now);
    const photo = await uploadClaimPhoto(
      services,
      rentalId,
      { name: 'my-side.jpg', bytes: await deps.photoOf(plan.itemId, plan.seed + 1) },
      actor(renter),
    );
    await answerClaim(
      services,
      rentalId,
      { kind: 'dispute', statement: DISPUTE_STATEMENT, photoIds: [photo.id] },
      actor(renter),
    );
  });
}

/** What the 'payouts.transfer' job would do for this rental's transfers, now rather than later. */
async function sendDueTransfers(deps: RentalDeps, rentalId: string) {
  const pending = await deps.db
    .select({ id: ownerTransfers.id })
    .from(ownerTransfers)
    .where(and(eq(ownerTransfers.rentalId, rentalId), eq(ownerTransfers.status, 'pending')));
  for (const { id } of pending) await sendTransfer(deps, id);
}

/** The demo renter and each owner keep a few listings of their metro on their wishlist. */
async function saveWishlists(db: Db, timeline: Timeline, cast: HistoryCast, anchor: string) {
  const saves: { userId: string; itemId: string; day: number }[] = [];
  const firstMetro = cast.metros[0];
  if (firstMetro) {
    const others = firstMetro.items.slice(5);
    for (const [index, item] of others.slice(0, 6).entries()) {
      saves.push({ userId: cast.renter.id, itemId: item.id, day: 40 - index * 6 });
    }
  }
  for (const metro of cast.metros) {
    for (const [index, owner] of metro.owners.entries()) {
      const theirs = metro.items.filter((item) => item.ownerId !== owner.id);
      for (const offset of [0, 3]) {
        const item = theirs[(index + offset) % theirs.length];
        if (item) saves.push({ userId: owner.id, itemId: item.id, day: 20 + index * 7 + offset });
      }
    }
  }
  for (const save of saves) {
    await timeline.at(at(addDays(anchor, -save.day), 20), () => saveItem(db, save.userId, save.itemId));
  }
}

/**
 * What the use cases cannot say about the past: old notifications and messages were read long
 * ago, the demo sends no email (its addresses do not exist), members joined before their
 * listings and rentals.
 */
async function settleTheRest(db: Db, people: string[], anchor: string) {
  const ids = sql.join(
    people.map((id) => sql`${id}`),
    sql`, `,
  );
  const recent = at(addDays(anchor, -3), 0).toISOString();
  await db.execute(sql`
    update notifications set read_at = created_at + interval '3 hours'
    where read_at is null and created_at < ${recent}::timestamptz and user_id in (${ids})`);
  await db.execute(sql`
    update notifications set email_state = 'skipped' where email_state = 'pending' and user_id in (${ids})`);
  await db.execute(sql`
    update messages set read_at = created_at + interval '2 hours'
    where read_at is null and created_at < ${recent}::timestamptz and sender_id in (${ids})`);
  // Members since: owners some weeks before their first listing, everyone before their first rental.
  await db.execute(sql`
    update ${user} set created_at = least(
      ${user.createdAt},
      coalesce((select min(i.created_at) from items i where i.owner_id = ${user.id}), ${user.createdAt})
        - interval '1 day' * (30 + abs(hashtext(${user.id}::text)) % 300),
      coalesce((select min(r.created_at) from rentals r where r.renter_id = ${user.id}), ${user.createdAt})
        - interval '1 day' * (20 + abs(hashtext(${user.id}::text)) % 90))
    where ${user.id} in (${ids})`);
}
