import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Any fixed number shared by every process; it names the "who may administer" lock. */
const ADMIN_CHANGES_LOCK = 812_004_771;

/**
 * Role changes and suspensions run one at a time across every process, so two admins demoting or
 * suspending each other at the same moment cannot both pass the "last admin" check. The lock is
 * released when the transaction ends.
 */
export async function lockAdminChanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
}
