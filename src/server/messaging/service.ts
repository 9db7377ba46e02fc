import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ChatMessage, ConversationSummary, OpenConversation } from '../../shared/schemas/messaging';
import { consumeRateLimit, type RateRule } from '../auth/public';
import type { Db } from '../db/client';
import { conversations, items, messages, profiles, rentals, user } from '../db/schema';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { publishLive } from '../live/public';
import type { ObjectStorage } from '../platform/public';
import { notifyNewMessage, settleMessageNotification } from './message-events';

export interface MessagingDeps {
  db: Db;
  storage: ObjectStorage;
}

const MINUTE = 60_000;
/** Per sender, counted in the database so every process shares the counters. */
export const MESSAGE_RATE_RULES = {
  sendPerMinute: { name: 'message:send:minute', max: 20, windowMs: MINUTE },
  sendPerDay: { name: 'message:send:day', max: 500, windowMs: 24 * 60 * MINUTE },
  openPerHour: { name: 'message:open:hour', max: 60, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

const LIST_LIMIT = 100;
const THREAD_LIMIT = 200;

const notFoundConversation = () => notFound('Conversation not found', 'conversation_not_found');

async function limit(db: Db, rule: RateRule, userId: string) {
  const decision = await consumeRateLimit(db, rule, userId);
  if (!decision.allowed) {
    throw new AppError(
      'rate_limited',
      429,
      'You are sending messages too quickly. Please wait a moment and try again.',
      { retryAfter: decision.retryAfter },
    );
  }
}

type ConversationRow = typeof conversations.$inferSelect;

/** The conversation, only for one of its two participants (anyone else: not found). */
async function participantConversation(db: Db, id: string, userId: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.ownerId, userId), eq(conversations.renterId, userId)),
      ),
    )
    .limit(1);
  if (!row) throw notFoundConversation();
  return row;
}

const participantsOf = (row: ConversationRow) => [row.ownerId, row.renterId];

/**
 * Finds or creates the conversation about an item (the viewer is the renter, the item's owner the
 * other side) or about a rental (either side of it may open it).
 */
export async function openConversation(
  { db }: MessagingDeps,
  input: OpenConversation,
  userId: string,
): Promise<{ id: string }> {
  let target: { itemId: string; itemTitle: string; ownerId: string; renterId: string };
  if ('itemId' in input) {
    const [item] = await db
      .select({ id: items.id, title: items.title, ownerId: items.ownerId })
      .from(items)
      .where(and(eq(items.id, input.itemId), eq(items.status, 'published')))
      .limit(1);
    if (!item) throw notFound('Item not found', 'item_not_found');
    if (item.ownerId === userId) throw badRequest('This is your own item: there is nobody to message.');
    target = { itemId: item.id, itemTitle: item.title, ownerId: item.ownerId, renterId: userId };
  } else {
    const [rental] = await db.select().from(rentals).where(eq(rentals.id, input.rentalId)).limit(1);
    if (!rental || (rental.renterId !== userId && rental.ownerId !== userId))
      throw notFound('Rental not found', 'rental_not_found');
    if (!rental.itemId || !rental.ownerId || !rental.renterId) {
      throw conflict('The other person or the listing no longer exists.', 'conversation_closed');
    }
    target = {
      itemId: rental.itemId,
      itemTitle: rental.itemTitle,
      ownerId: rental.ownerId,
      renterId: rental.renterId,
    };
  }
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.itemId, target.itemId), eq(conversations.renterId, target.renterId)))
    .limit(1);
  if (existing) return existing;
  await limit(db, MESSAGE_RATE_RULES.openPerHour, userId);
  await db.insert(conversations).values(target).onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.itemId, target.itemId), eq(conversations.renterId, target.renterId)))
    .limit(1);
  if (!row) throw new Error('conversation insert returned no row');
  return row;
}

/** A display name: the profile's, else the account's; empty when the person gave none. */
const personName = sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${user.name}, '')`;

export async function listConversations(
  { db, storage }: MessagingDeps,
  userId: string,
): Promise<ConversationSummary[]> {
  const otherId = sql<string>`case when ${conversations.ownerId} = ${userId} then ${conversations.renterId} else ${conversations.ownerId} end`;
  const last = sql<{ body: string; at: string; sender: string | null } | null>`(
    select json_build_object('body', m.body, 'at', m.created_at, 'sender', m.sender_id)
    from ${messages} m where m.conversation_id = ${conversations.id}
    order by m.created_at desc, m.id desc limit 1)`;
  const unread = sql<number>`(select count(*)::int from ${messages} m
    where m.conversation_id = ${conversations.id} and m.read_at is null
    and m.sender_id is distinct from ${userId})`;
  const rows = await db
    .select({
      id: conversations.id,
      itemId: conversations.itemId,
      itemTitle: conversations.itemTitle,
      ownerId: conversations.ownerId,
      otherId,
      otherName: personName,
      otherAvatarKey: profiles.avatarThumbKey,
      last,
      unread,
    })
    .from(conversations)
    .innerJoin(user, eq(user.id, otherId))
    .leftJoin(profiles, eq(profiles.id, otherId))
    .where(
      and(
        or(eq(conversations.ownerId, userId), eq(conversations.renterId, userId)),
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id})`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    other: {
      id: row.otherId,
      name: row.otherName,
      avatarUrl: row.otherAvatarKey ? storage.publicUrl(row.otherAvatarKey) : null,
    },
    item: { id: row.itemId, title: row.itemTitle },
    role: row.ownerId === userId ? 'owner' : 'renter',
    lastMessage: row.last
      ? { body: row.last.body, at: new Date(row.last.at).toISOString(), fromMe: row.last.sender === userId }
      : null,
    unread: Number(row.unread),
  }));
}

function toChatMessage(row: typeof messages.$inferSelect, userId: string): ChatMessage {
  const fromMe = row.senderId === userId;
  return {
    id: row.id,
    body: row.body,
    at: row.createdAt.toISOString(),
    fromMe,
    readAt: fromMe && row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function getConversation({ db, storage }: MessagingDeps, id: string, userId: string) {
  const row = await participantConversation(db, id, userId);
  const otherId = row.ownerId === userId ? row.renterId : row.ownerId;
  const [other] = await db
    .select({ name: personName, avatarKey: profiles.avatarThumbKey })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, otherId))
    .limit(1);
  const latest = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  return {
    conversation: {
      id: row.id,
      item: { id: row.itemId, title: row.itemTitle },
      role: row.ownerId === userId ? ('owner' as const) : ('renter' as const),
      other: {
        id: otherId,
        name: other?.name ?? '',
        avatarUrl: other?.avatarKey ? storage.publicUrl(other.avatarKey) : null,
      },
    },
    messages: latest.reverse().map((m) => toChatMessage(m, userId)),
  };
}

export async function sendMessage(
  { db }: MessagingDeps,
  id: string,
  body: string,
  userId: string,
): Promise<ChatMessage> {
  const row = await participantConversation(db, id, userId);
  await limit(db, MESSAGE_RATE_RULES.sendPerMinute, userId);
  await limit(db, MESSAGE_RATE_RULES.sendPerDay, userId);
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({ conversationId: id, senderId: userId, body })
      .returning();
    if (!message) throw new Error('message insert returned no row');
    await tx.update(conversations).set({ lastMessageAt: message.createdAt }).where(eq(conversations.id, id));
    await publishLive(tx, { t: 'message', users: participantsOf(row), conversationId: id, id: message.id });
    await notifyNewMessage(tx, {
      conversationId: id,
      itemTitle: row.itemTitle,
      senderId: userId,
      recipientId: row.ownerId === userId ? row.renterId : row.ownerId,
      body: message.body,
    });
    return toChatMessage(message, userId);
  });
}

/** Marks the other participant's messages read (the read receipt they see live). */
export async function markConversationRead({ db }: MessagingDeps, id: string, userId: string) {
  const row = await participantConversation(db, id, userId);
  const read = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, id),
        sql`${messages.senderId} is distinct from ${userId}`,
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  if (read.length > 0) {
    await publishLive(db, { t: 'read', users: participantsOf(row), conversationId: id, by: userId });
  }
  await settleMessageNotification(db, id, userId);
  return { read: read.length };
}

/** Messages sent to the user that they have not read, over all their conversations. */
export async function unreadMessageCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        or(eq(conversations.ownerId, userId), eq(conversations.renterId, userId)),
        isNull(messages.readAt),
        sql`${messages.senderId} is distinct from ${userId}`,
      ),
    );
  return Number(row?.n ?? 0);
}
