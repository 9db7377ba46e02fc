import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { type RetryDelays, withRetries } from '../../lib/retry';
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

// The server sync is only downloaded once someone is signed in.
const loadSync = () => import('./wishlist-sync');

/** A sign-in merge that did not get through is tried again (about 45 s in all), not left to a reload. */
export const MERGE_RETRY_DELAYS: RetryDelays = [1_000, 3_000, 10_000, 30_000];

/**
 * The wishlist (spec section 4): read from local storage key `wishlist` at start and written back
 * on every change. For a signed-in member (`userId`) the server holds the list: at sign-in what
 * was saved while signed out is merged into it, and every change is sent. `userId` undefined means
 * the session is still being read; null means nobody is signed in. Signing out forgets the list.
 */
export function WishlistProvider({ children, userId }: { children: ReactNode; userId?: string | null }) {
  const [items, setItems] = useState<WishlistEntry[]>(() =>
    parseWishlist(storage.get(STORAGE_KEYS.wishlist)),
  );
  const latest = useRef(items);
  latest.current = items;
  const syncedUser = useRef<string | null | undefined>(undefined);
  const member = userId ?? null;

  useEffect(() => {
    storage.set(STORAGE_KEYS.wishlist, JSON.stringify(items));
  }, [items]);

  useEffect(() => {
    if (userId === undefined) return;
    const previous = syncedUser.current;
    syncedUser.current = userId;
    if (userId === null) {
      if (previous) setItems([]);
      return;
    }
    if (previous === userId) return;
    const stillSignedIn = () => syncedUser.current === userId;
    void withRetries(async () => {
      if (!stillSignedIn()) return null;
      // Each try sends what is saved locally then, hearts tapped meanwhile included.
      return (await loadSync()).mergeAtSignIn(latest.current);
    }, MERGE_RETRY_DELAYS)
      .then((list) => {
        if (list && stillSignedIn()) setItems(list);
      })
      .catch(() => {
        // Still failing, or refused: the local list stays; the next page load merges again.
      });
  }, [userId]);

  /** Sends one change; when it fails, the server's list is the truth again. */
  const send = useCallback(
    (change: 'save' | 'remove', id: string) => {
      if (!member) return;
      void loadSync().then(async (sync) => {
        try {
          await (change === 'save' ? sync.saveOnServer(id) : sync.removeOnServer(id));
        } catch {
          const list = await sync.reloadFromServer().catch(() => null);
          if (list && syncedUser.current === member) setItems(list);
        }
      });
    },
    [member],
  );

  const add = useCallback(
    (item: SaveableItem) => {
      setItems((list) => addEntry(list, { ...toWishlistEntry(item), synced: Boolean(member) }));
      send('save', item.id);
    },
    [member, send],
  );
  const remove = useCallback(
    (id: string) => {
      setItems((list) => removeEntry(list, id));
      send('remove', id);
    },
    [send],
  );
  const isInWishlist = useCallback((id: string) => hasEntry(items, id), [items]);
  const toggle = useCallback(
    (item: SaveableItem) => (hasEntry(latest.current, item.id) ? remove(item.id) : add(item)),
    [add, remove],
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
