import { render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { CatalogueItem } from './catalogue-types';
import { FIRST_ROW, ItemGrid } from './item-grid';

const cardRenders = vi.hoisted(() => new Map<string, number>());

// What is watched here is when each card renders, not what it shows.
vi.mock('./item-card', () => ({
  ItemCard: ({ item }: { item: CatalogueItem }) => {
    cardRenders.set(item.id, (cardRenders.get(item.id) ?? 0) + 1);
    return <article>{item.title}</article>;
  },
}));

const items = Array.from({ length: 12 }, (_, index) => ({
  id: `item-${index + 1}`,
  title: `Drill ${index + 1}`,
})) as CatalogueItem[];

it("renders a results page's first row with the page and the other cards after it, each once", async () => {
  render(<ItemGrid items={items} label="Results" />);
  // One render of all twelve was one long task on a phone (issue 18).
  expect(screen.getAllByRole('article')).toHaveLength(FIRST_ROW);

  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(
    items.map((item) => item.title),
  );
  // Revealing more renders only the new cards.
  expect([...cardRenders.values()]).toEqual(Array(12).fill(1));
});
