import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from './api';
import { filterConversations } from './conversation-list';

const conversation = (id: string, name: string, item: string, last: string | null): ConversationSummary => ({
  id,
  other: { id: `u-${id}`, name, avatarUrl: null },
  item: { id: `i-${id}`, title: item },
  role: 'renter',
  lastMessage: last === null ? null : { body: last, at: '2026-01-01T00:00:00.000Z', fromMe: false },
  unread: 0,
});

const list = [
  conversation('a', 'Olive Owner', 'Pressure washer', 'See you Saturday'),
  conversation('b', 'Rita Renter', 'Tile saw', null),
];

describe("'Search conversations...'", () => {
  it('matches the other person, the item and the last message, ignoring case and spaces around', () => {
    expect(filterConversations(list, 'olive').map((c) => c.id)).toEqual(['a']);
    expect(filterConversations(list, '  TILE ').map((c) => c.id)).toEqual(['b']);
    expect(filterConversations(list, 'saturday').map((c) => c.id)).toEqual(['a']);
    expect(filterConversations(list, 'nothing like it')).toEqual([]);
  });

  it('an empty search shows everything', () => {
    expect(filterConversations(list, '   ')).toBe(list);
  });
});
