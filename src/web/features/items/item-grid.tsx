import type { ReactNode } from 'react';
import type { CatalogueItem } from './catalogue-types';
import { ItemCard } from './item-card';

interface ItemGridProps {
  items: readonly CatalogueItem[];
  label: string;
  /** Each card's booking action, from the page (the rentals feature's book button). */
  renderAction?: (item: CatalogueItem) => ReactNode;
  /** Each card's wishlist heart, from the page (the wishlist feature's button). */
  renderSave?: (item: CatalogueItem) => ReactNode;
}

/** A responsive grid of item cards. */
export function ItemGrid({ items, label, renderAction, renderSave }: ItemGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} action={renderAction?.(item)} save={renderSave?.(item)} />
        </li>
      ))}
    </ul>
  );
}
