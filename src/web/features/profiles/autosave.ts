import { TIMINGS } from '../../../shared/constants';

/**
 * The profile autosave state machine of spec section 4, without React so it can be tested with
 * fake timers: idle -> saving -> saved (back to idle after 2 s) or error (back after 3 s). A save
 * fires 1 s after the last edit; edits made while a save is running are saved right after it.
 */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface AutosaveState {
  status: AutosaveStatus;
  /** When the last save succeeded (ms since the epoch), for the 'Last saved' time. */
  lastSavedAt: number | null;
  /** The server's message for the last failed save. */
  error: string | null;
}

export interface AutosaveOptions<Values> {
  save: (values: Values) => Promise<void>;
  debounceMs?: number;
  savedMs?: number;
  errorMs?: number;
  now?: () => number;
}

export interface Autosave<Values> {
  /** Records the latest values; the save fires once edits pause for the debounce time. */
  edit(values: Values): void;
  /** Saves pending values now (leaving the page must not lose the last second of typing). */
  flush(): Promise<void>;
  getState(): AutosaveState;
  subscribe(listener: () => void): () => void;
  /** Stops all timers; pending values are dropped (call flush first to keep them). */
  dispose(): void;
}

export const initialAutosaveState: AutosaveState = { status: 'idle', lastSavedAt: null, error: null };

export function createAutosave<Values>(options: AutosaveOptions<Values>): Autosave<Values> {
  const debounceMs = options.debounceMs ?? TIMINGS.autosaveDebounceMs;
  const savedMs = options.savedMs ?? TIMINGS.savedBadgeMs;
  const errorMs = options.errorMs ?? TIMINGS.errorBadgeMs;
  const now = options.now ?? Date.now;

  let state = initialAutosaveState;
  let pending: { values: Values } | null = null;
  let inFlight: Promise<void> | null = null;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let badgeTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const listeners = new Set<() => void>();

  const setState = (next: AutosaveState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const showBadge = (status: 'saved' | 'error', patch: Partial<AutosaveState>, ms: number) => {
    clearTimeout(badgeTimer);
    setState({ ...state, ...patch, status });
    badgeTimer = setTimeout(() => {
      if (state.status === status) setState({ ...state, status: 'idle' });
    }, ms);
  };

  const run = async (): Promise<void> => {
    if (inFlight) {
      // One save at a time: the newer values go right after the running save.
      await inFlight;
      return run();
    }
    if (!pending || disposed) return;
    const { values } = pending;
    pending = null;
    clearTimeout(badgeTimer);
    setState({ ...state, status: 'saving', error: null });
    inFlight = options.save(values).then(
      () => {
        if (!disposed) showBadge('saved', { lastSavedAt: now(), error: null }, savedMs);
      },
      (err: unknown) => {
        if (!disposed)
          showBadge('error', { error: err instanceof Error ? err.message : String(err) }, errorMs);
      },
    );
    await inFlight;
    inFlight = null;
    // Edits that arrived during the save and whose pause already ended are saved now.
    if (pending && debounceTimer === undefined) await run();
  };

  return {
    edit(values) {
      if (disposed) return;
      pending = { values };
      clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        debounceTimer = undefined;
        void run();
      }, debounceMs);
    },
    async flush() {
      clearTimeout(debounceTimer);
      debounceTimer = undefined;
      await run();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      clearTimeout(debounceTimer);
      clearTimeout(badgeTimer);
      listeners.clear();
    },
  };
}
