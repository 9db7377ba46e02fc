import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type Autosave, type AutosaveState, createAutosave } from './autosave';

/**
 * The autosave machine for a component. `save` may change between renders (the latest is used).
 * Leaving the page saves what is still pending rather than dropping it.
 */
export function useAutosave<Values>(save: (values: Values) => Promise<void>): {
  state: AutosaveState;
  edit: (values: Values) => void;
} {
  const saveRef = useRef(save);
  saveRef.current = save;
  const autosaveRef = useRef<Autosave<Values> | null>(null);
  if (!autosaveRef.current) {
    autosaveRef.current = createAutosave<Values>({ save: (values) => saveRef.current(values) });
  }
  const autosave = autosaveRef.current;
  // Not disposed on unmount: StrictMode unmounts and remounts once, and a pending save should
  // still finish after the page is left (its timers only touch this object).
  useEffect(
    () => () => {
      void autosave.flush();
    },
    [autosave],
  );
  const state = useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);
  return { state, edit: autosave.edit };
}
