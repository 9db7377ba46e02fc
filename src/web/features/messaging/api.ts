import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { OpenConversation } from '../../../shared/schemas/messaging';
import { api, unwrap } from '../../lib/api-client';

export type ConversationSummary = InferResponseType<
  typeof api.conversations.$get,
  200
>['conversations'][number];

/** Live events invalidate everything under `conversationKeys.all`. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  thread: (id: string) => ['conversations', 'thread', id] as const,
};

export const conversationsQuery = queryOptions({
  queryKey: conversationKeys.list,
  queryFn: () => unwrap(api.conversations.$get()),
  select: (data) => data.conversations,
  staleTime: 0,
});

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.thread(id),
    queryFn: () => unwrap(api.conversations[':id'].$get({ param: { id } })),
    staleTime: 0,
  });

export async function openConversation(input: OpenConversation): Promise<string> {
  const body = await unwrap(api.conversations.$post({ json: input }));
  return body.conversation.id;
}

export function sendMessage(id: string, body: string) {
  return unwrap(api.conversations[':id'].messages.$post({ param: { id }, json: { body } }));
}

export function markConversationRead(id: string) {
  return unwrap(api.conversations[':id'].read.$post({ param: { id } }));
}
