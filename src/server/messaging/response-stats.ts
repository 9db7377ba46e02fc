import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Conversations started in this many days count towards the response figures. */
export const RESPONSE_WINDOW_DAYS = 90;

export interface ResponseStats {
  /** Share of conversations others started that the member answered, 0-100. */
  ratePercent: number;
  /** Median time from the first message to the member's first answer, in minutes. */
  medianMinutes: number | null;
  /** How many conversations the figures rest on. */
  conversations: number;
}

/**
 * How a member answers people who write to them: over the conversations someone else opened with
 * a message in the last RESPONSE_WINDOW_DAYS days, the share they answered and the median time to
 * their first answer. Null when nobody has written to them (no figures to show).
 */
export async function responseStats(db: Db, userId: string): Promise<ResponseStats | null> {
  const result = (await db.execute(sql`
    with firsts as (
      select c.id,
        (select min(m.created_at) from messages m
          where m.conversation_id = c.id and m.sender_id is distinct from ${userId}) as asked_at,
        (select min(m.created_at) from messages m where m.conversation_id = c.id) as opened_at
      from conversations c
      where (c.owner_id = ${userId} or c.renter_id = ${userId})
        and c.last_message_at > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
    ), asked as (
      select f.id, f.asked_at,
        (select min(m.created_at) from messages m
          where m.conversation_id = f.id and m.sender_id = ${userId} and m.created_at > f.asked_at) as answered_at
      from firsts f
      where f.asked_at is not null and f.asked_at = f.opened_at
        and f.asked_at > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
    )
    select count(*)::int as conversations,
      count(answered_at)::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at) / 60)
        filter (where answered_at is not null) as median_minutes
    from asked`)) as unknown as {
    rows: { conversations: number; answered: number; median_minutes: number | string | null }[];
  };
  const row = result.rows[0];
  const conversations = Number(row?.conversations ?? 0);
  if (conversations === 0) return null;
  return {
    ratePercent: Math.round((Number(row?.answered ?? 0) / conversations) * 100),
    medianMinutes: row?.median_minutes == null ? null : Math.round(Number(row.median_minutes)),
    conversations,
  };
}
