import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { identityVerifications, userSuspensions } from '../db/schema';
import { getSettings } from '../settings/public';

/** True when the owner in `ownerId` has an approved identity check (the verified badge). */
export function ownerVerifiedSql(ownerId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${identityVerifications} where ${identityVerifications.userId} = ${ownerId} and ${identityVerifications.status} = 'approved')`;
}

function ownerNotSuspendedSql(ownerId: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${userSuspensions} where ${userSuspensions.userId} = ${ownerId})`;
}

/**
 * Whether an owner's listings may be live in the marketplace, as a condition on the listing's
 * owner column: the owner is not suspended and, while requireIdVerification is on, has an
 * approved identity check. The listings queries add it to their "published" condition, so a
 * change of the setting, an approval or a suspension shows on the very next request.
 */
export async function ownerMayListSql(db: Db, ownerId: AnyPgColumn): Promise<SQL> {
  const { requireIdVerification } = await getSettings(db);
  return ownerMayListUnder(requireIdVerification, ownerId);
}

/** The same condition for a given requireIdVerification setting (for statements prepared per setting). */
export function ownerMayListUnder(requireIdVerification: boolean, ownerId: AnyPgColumn): SQL {
  const notSuspended = ownerNotSuspendedSql(ownerId);
  return requireIdVerification ? (and(notSuspended, ownerVerifiedSql(ownerId)) as SQL) : notSuspended;
}
