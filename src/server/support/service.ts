import { type AnyColumn, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, supportMessages, user } from '../db/schema';
import { notFound } from '../errors';
import { messagePreview } from '../messaging/public';
import { notify } from '../notifications/public';

/** A message in a member's support thread, as the member and the admins see it. */
export interface SupportMessage {
  id: string;
  body: string;
  fromSupport: boolean;
  at: string;
}

/** One member's thread in the admin inbox: who, the last message, and whether it awaits an answer. */
export interface SupportThreadSummary {
  memberId: string;
  name: string;
  email: string;
  lastMessage: SupportMessage;
  awaitingReply: boolean;
}

/** A timestamp as ISO 8601 in UTC, the way every answer writes times. */
const iso = (at: AnyColumn) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const messageColumns = {
  id: supportMessages.id,
  body: supportMessages.body,
  fromSupport: supportMessages.fromSupport,
  at: iso(supportMessages.createdAt),
};

/** A member's thread, oldest first (their own view, and the admin's). */
export async function supportThread(db: Db, memberId: string): Promise<SupportMessage[]> {
  return db
    .select(messageColumns)
    .from(supportMessages)
    .where(eq(supportMessages.memberId, memberId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/** The member writes to the support team (after the chat helper could not answer). */
export async function writeToSupport(db: Db, memberId: string, body: string): Promise<SupportMessage> {
  const [row] = await db
    .insert(supportMessages)
    .values({ memberId, authorId: memberId, body })
    .returning({ id: supportMessages.id });
  return (await supportThread(db, memberId)).find((message) => message.id === row!.id)!;
}

/** An admin answers in the member's thread; the member is notified (bell, and email per their settings). */
export async function answerMember(
  db: Db,
  input: { memberId: string; adminId: string; body: string },
): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.memberId));
    const [asked] = await tx
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(and(eq(supportMessages.memberId, input.memberId), eq(supportMessages.fromSupport, false)))
      .limit(1);
    // Only a member who wrote to support has a thread to answer.
    if (!member || !asked) throw notFound('Support thread not found', 'not_found');
    const [row] = await tx
      .insert(supportMessages)
      .values({ memberId: input.memberId, authorId: input.adminId, fromSupport: true, body: input.body })
      .returning({ id: supportMessages.id });
    await notify(tx, {
      userId: input.memberId,
      kind: 'support_replied',
      params: { preview: messagePreview(input.body) },
      link: '/support#support-messages',
    });
    return (await supportThread(tx, input.memberId)).find((message) => message.id === row!.id)!;
  });
}

/** The admin inbox: every member's thread, those awaiting an answer first, newest first. */
export async function supportInbox(db: Db): Promise<SupportThreadSummary[]> {
  const last = db
    .selectDistinctOn([supportMessages.memberId], {
      memberId: supportMessages.memberId,
      id: supportMessages.id,
      body: supportMessages.body,
      fromSupport: supportMessages.fromSupport,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .orderBy(supportMessages.memberId, desc(supportMessages.createdAt), desc(supportMessages.id))
    .as('last');
  const rows = await db
    .select({
      memberId: last.memberId,
      name: sql<string>`coalesce(nullif(${profiles.displayName}, ''), nullif(${user.name}, ''), ${user.email})`,
      email: user.email,
      id: last.id,
      body: last.body,
      fromSupport: last.fromSupport,
      at: iso(last.createdAt),
    })
    .from(last)
    .innerJoin(user, eq(user.id, last.memberId))
    .leftJoin(profiles, eq(profiles.id, last.memberId))
    .orderBy(asc(last.fromSupport), desc(last.createdAt))
    .limit(200);
  return rows.map((row) => ({
    memberId: row.memberId,
    name: row.name,
    email: row.email,
    lastMessage: { id: row.id, body: row.body, fromSupport: row.fromSupport, at: row.at },
    awaitingReply: !row.fromSupport,
  }));
}
