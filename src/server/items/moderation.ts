import { and, asc, eq, sql } from 'drizzle-orm';
import { items } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { decodeCursor, encodeCursor, type ItemDetail } from './present';
import { getItem, type ItemActor, type ItemDeps, listDetails } from './service';

/**
 * The admin listings queue: new (and re-submitted) listings wait as 'pending' until an admin
 * approves them into the marketplace or rejects them with a reason the owner reads.
 */
const QUEUE_PAGE = 20;

export interface ReviewQueuePage {
  items: ItemDetail[];
  /** All listings in this state, not only this page. */
  total: number;
  nextCursor: string | null;
}

function assertAdmin(actor: ItemActor): void {
  if (!actor.isAdmin) throw forbidden();
}

/** Oldest first, so nobody waits behind newer listings. */
export async function reviewQueue(
  deps: ItemDeps,
  input: { status: 'pending' | 'rejected'; cursor?: string | undefined },
  actor: ItemActor,
): Promise<ReviewQueuePage> {
  assertAdmin(actor);
  const inState = eq(items.status, input.status);
  const after = decodeCursor(input.cursor);
  const where = after
    ? and(inState, sql`(${items.createdAt}, ${items.id}) > (${after.time}::timestamptz, ${after.id}::uuid)`)
    : inState;
  const [rows, [totals]] = await Promise.all([
    listDetails(deps, where, actor, [asc(items.createdAt), asc(items.id)], QUEUE_PAGE + 1),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(items).where(inState),
  ]);
  const page = rows.slice(0, QUEUE_PAGE);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorTime: _cursor, ...listing }) => listing),
    total: totals?.total ?? 0,
    nextCursor: rows.length > QUEUE_PAGE && last ? encodeCursor(last) : null,
  };
}

/** Publishes a listing waiting for review (or a rejected one an admin reconsidered). */
export async function approveItem(deps: ItemDeps, id: string, actor: ItemActor): Promise<ItemDetail> {
  assertAdmin(actor);
  const [row] = await deps.db
    .update(items)
    .set({
      status: 'published',
      rejectionReason: null,
      reviewedBy: actor.id,
      reviewedAt: sql`now()`,
      publishedAt: sql`coalesce(${items.publishedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(items.id, id))
    .returning({ id: items.id });
  if (!row) throw notFound('Item not found', 'item_not_found');
  return getItem(deps, id, actor, null);
}

/** Takes a listing out of the marketplace (or the queue) with a reason its owner sees. */
export async function rejectItem(
  deps: ItemDeps,
  id: string,
  reason: string,
  actor: ItemActor,
): Promise<ItemDetail> {
  assertAdmin(actor);
  const [current] = await deps.db
    .select({ status: items.status })
    .from(items)
    .where(eq(items.id, id))
    .limit(1);
  if (!current) throw notFound('Item not found', 'item_not_found');
  if (current.status === 'rejected')
    throw conflict('This listing has already been rejected.', 'already_rejected');
  await deps.db
    .update(items)
    .set({
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: actor.id,
      reviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(items.id, id));
  return getItem(deps, id, actor, null);
}
