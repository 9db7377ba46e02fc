import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { storage } from '../../lib/storage';
import {
  addEntry,
  hasEntry,
  parseWishlist,
  removeEntry,
  type SaveableItem,
  toWishlistEntry,
  type WishlistEntry,
} from './wishlist-logic';

interface WishlistContextValue {
  items: WishlistEntry[];
  add: (item: SaveableItem) => void;
  remove: (id: string) => void;
  isInWishlist: (id: string) => boolean;
  /** The heart: adds when absent, removes when present. */
  toggle: (item: SaveableItem) => void;
}

const WishlistContext = createContext<WishlistContextValue | undefined>(undefined);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<WishlistEntry[]>(() =>
    parseWishlist(storage.get(STORAGE_KEYS.wishlist)),
  );

  useEffect(() => {
    storage.set(STORAGE_KEYS.wishlist, JSON.stringify(items));
  }, [items]);

  const add = useCallback(
    (item: SaveableItem) => setItems((list) => addEntry(list, toWishlistEntry(item))),
    [],
  );
  const remove = useCallback((id: string) => setItems((list) => removeEntry(list, id)), []);
  const isInWishlist = useCallback((id: string) => hasEntry(items, id), [items]);
  const toggle = useCallback(
    (item: SaveableItem) =>
      setItems((list) =>
        hasEntry(list, item.id) ? removeEntry(list, item.id) : addEntry(list, toWishlistEntry(item)),
      ),
    [],
  );

  const value = useMemo(
    () => ({ items, add, remove, isInWishlist, toggle }),
    [items, add, remove, isInWishlist, toggle],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistContextValue {
  const context = useContext(WishlistContext);
  if (!context) throw new Error('useWishlist must be used within a WishlistProvider');
  return context;
}
