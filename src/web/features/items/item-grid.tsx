import { memo, type ReactNode, useEffect, useState } from 'react';
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

/** Cards added per task after the first row. */
const REVEAL_STEP = 2;

/**
 * How many of `total` cards to show: the first row at once, then REVEAL_STEP more in each task
 * after a paint, until all are shown. React spread a long first render over short tasks (time
 * slicing); Preact, which renders the app (decision 038), does it in one, so a phone was blocked
 * for a results page's whole grid before it could answer a tap (Lighthouse counted it in total
 * blocking time). Cards added later (the next page of results) follow the same way.
 */
function useRevealedCount(total: number): number {
  const [revealed, setRevealed] = useState(FIRST_ROW);
  useEffect(() => {
    if (revealed >= total) return;
    const id = window.setTimeout(() => setRevealed((count) => count + REVEAL_STEP), 0);
    return () => window.clearTimeout(id);
  }, [revealed, total]);
  return Math.min(revealed, total);
}

/** A responsive grid of item cards, the first row with the page and the rest just after. */
export function ItemGrid(props: ItemGridProps) {
  const revealed = useRevealedCount(props.items.length);
  // The runs of cards: the first row, then one run per reveal step.
  const starts = [0];
  for (let start = FIRST_ROW; start < revealed; start += REVEAL_STEP) starts.push(start);
  return (
    <ul aria-label={props.label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {starts.map((start, index) => (
        <CardRun key={start} {...props} start={start} end={starts[index + 1] ?? revealed} />
      ))}
    </ul>
  );
}

/**
 * Cards `start` to `end`. Memoised on the grid's own props, so revealing more cards renders only
 * the new run, not every card shown before it.
 */
const CardRun = memo(function CardRun({
  items,
  renderAction,
  renderSave,
  eagerPhotos = 0,
  start,
  end,
}: ItemGridProps & { start: number; end: number }) {
  return items.slice(start, end).map((item, offset) => (
    <li key={item.id}>
      <ItemCard
        item={item}
        action={renderAction?.(item)}
        save={renderSave?.(item)}
        eager={start + offset < eagerPhotos}
      />
    </li>
  ));
});
