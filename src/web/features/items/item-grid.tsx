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
  /**
   * How many cards, from the first, are the page's main content (search and category results):
   * their photos load at once instead of lazily, since the first is usually the page's largest
   * paint. Home's cards sit below the hero and stay lazy (the default, 0).
   */
  eagerPhotos?: number;
}

/** The cards a results page shows before any scrolling: one row at the widest (four columns). */
export const FIRST_ROW = 4;

/** A responsive grid of item cards. */
export function ItemGrid({ items, label, renderAction, renderSave, eagerPhotos = 0 }: ItemGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard
            item={item}
            action={renderAction?.(item)}
            save={renderSave?.(item)}
            eager={index < eagerPhotos}
          />
        </li>
      ))}
    </ul>
  );
}
