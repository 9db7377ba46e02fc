import { z } from 'zod';
import { multiLineText } from './text';

export const MESSAGE_MAX_LENGTH = 2000;

/** A message as typed: trimmed, 1..2000 characters; shown as plain text. */
export const messageBodySchema = z.object({
  body: multiLineText('Message is required')
    .trim()
    .min(1, { error: 'Message is required' })
    .max(MESSAGE_MAX_LENGTH, { error: `Message must be ${MESSAGE_MAX_LENGTH} characters or less` }),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

/** Opens (or finds) the conversation about an item with its owner, or about a rental. */
export const openConversationSchema = z.union(
  [
    z.object({ itemId: z.uuid({ error: 'Item not found' }) }).strict(),
    z.object({ rentalId: z.uuid({ error: 'Rental not found' }) }).strict(),
  ],
  { error: 'Choose an item or a rental to talk about' },
);
export type OpenConversation = z.infer<typeof openConversationSchema>;

export const conversationIdParamSchema = z.object({ id: z.uuid({ error: 'Conversation not found' }) });

export interface ConversationPerson {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface ConversationSummary {
  id: string;
  other: ConversationPerson;
  item: { id: string | null; title: string };
  /** 'owner' when the viewer owns the item. */
  role: 'owner' | 'renter';
  lastMessage: { body: string; at: string; fromMe: boolean } | null;
  unread: number;
}

export interface ChatMessage {
  id: string;
  body: string;
  at: string;
  fromMe: boolean;
  /** When the other participant read it (only for the viewer's own messages). */
  readAt: string | null;
}
