import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownerTransfers } from '../db/schema';

/** A transfer in these states has left the platform (or came back by a reversal): it was made. */
const MADE = ['sent', 'paid', 'reversed'] as const;
/** A transfer in these states is still on the platform and may be withdrawn. */
const NOT_MADE = ['held', 'pending', 'frozen'] as const;

/** Whether the rental's share was already transferred to the owner (a no-show is then refused). */
export async function shareTransferred(tx: Db, rentalId: string): Promise<boolean> {
  const [made] = await tx
    .select({ id: ownerTransfers.id })
    .from(ownerTransfers)
    .where(
      and(
        eq(ownerTransfers.rentalId, rentalId),
        eq(ownerTransfers.kind, 'rental_share'),
        inArray(ownerTransfers.status, [...MADE]),
      ),
    )
    .limit(1);
  return made !== undefined;
}

/**
 * The owner did not come (decision 033): a share transfer written but not made (held, waiting for
 * its job, or frozen) is removed in the no-show's transaction, so its job finds nothing to send;
 * the sweep writes none again, because a cancelled rental earns no share. Answers how many went.
 */
export async function withdrawShareTransfer(tx: Db, rentalId: string): Promise<number> {
  const withdrawn = await tx
    .delete(ownerTransfers)
    .where(
      and(
        eq(ownerTransfers.rentalId, rentalId),
        eq(ownerTransfers.kind, 'rental_share'),
        inArray(ownerTransfers.status, [...NOT_MADE]),
      ),
    )
    .returning({ id: ownerTransfers.id });
  return withdrawn.length;
}
