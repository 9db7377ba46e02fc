import { sql } from 'drizzle-orm';
import type { profiles, user } from '../db/schema';

// Public names come from the account and profile tables by join (one query for a whole list),
// the same way item cards get their owner's name.
export const publicName = (account: typeof user, profile: typeof profiles) =>
  sql<
    string | null
  >`coalesce(nullif(${profile.displayName}, ''), nullif(trim(${profile.firstName} || ' ' || ${profile.lastName}), ''), nullif(${account.name}, ''))`;
