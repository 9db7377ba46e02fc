import type { ItemCard } from './api';

/** An item as lists show it: the items API's card (spec section 3), money in integer cents. */
export type CatalogueItem = ItemCard;
