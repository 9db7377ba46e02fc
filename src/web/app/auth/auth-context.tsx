import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { storage } from '../../lib/storage';
import { type AuthState, authReducer, initialAuthState } from './auth-state';
import { endSession, readSession } from './session-client';

interface AuthContextValue extends AuthState {
  continueAsGuest: () => void;
  exitGuestMode: () => void;
  signOut: () => Promise<void>;
  /** Re-reads the server session, e.g. after signing in. */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/**
 * A returning guest starts in guest mode: no server round trip (spec section 4) and no spinner
 * frame before the first page paints.
 */
function startingState(): AuthState {
  return storage.get(STORAGE_KEYS.guestMode) === 'true'
    ? authReducer(initialAuthState, { type: 'guest_started' })
    : initialAuthState;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, startingState);

  const refresh = useCallback(async () => {
    const answer = await readSession();
    if (answer.user) storage.remove(STORAGE_KEYS.guestMode);
    dispatch({ type: 'session_read', user: answer.user, session: answer.session });
  }, []);

  useEffect(() => {
    if (storage.get(STORAGE_KEYS.guestMode) === 'true') return;
    void refresh();
    // Another tab signing in or out changes the cookie; re-read when this tab comes back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const continueAsGuest = useCallback(() => {
    storage.set(STORAGE_KEYS.guestMode, 'true');
    dispatch({ type: 'guest_started' });
  }, []);

  const exitGuestMode = useCallback(() => {
    storage.remove(STORAGE_KEYS.guestMode);
    dispatch({ type: 'guest_exited' });
  }, []);

  const signOut = useCallback(async () => {
    storage.remove(STORAGE_KEYS.guestMode);
    await endSession();
    dispatch({ type: 'signed_out' });
  }, []);

  const value = useMemo(
    () => ({ ...state, continueAsGuest, exitGuestMode, signOut, refresh }),
    [state, continueAsGuest, exitGuestMode, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
