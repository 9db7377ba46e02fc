/**
 * The auth state machine of spec section 4, as a pure reducer so it can be tested alone.
 * Side effects (guest_mode in storage, server calls) happen in the provider.
 */
export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean;
  /** The profile photo's thumbnail (set on Change Photo), shown in the header. */
  image?: string | null;
}

export interface Session {
  id: string;
  expiresAt: string;
}

export interface AuthState {
  user: SessionUser | null;
  session: Session | null;
  isGuest: boolean;
  loading: boolean;
  initialised: boolean;
}

export type AuthEvent =
  | { type: 'guest_started' }
  | { type: 'session_read'; user: SessionUser | null; session: Session | null }
  | { type: 'token_refreshed'; user: SessionUser; session: Session }
  | { type: 'signed_out' }
  | { type: 'guest_exited' };

export const initialAuthState: AuthState = {
  user: null,
  session: null,
  isGuest: false,
  loading: true,
  initialised: false,
};

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'guest_started':
      return { ...state, isGuest: true, loading: false, initialised: true };
    case 'token_refreshed':
      // A refresh for the same user only replaces the session; anything else is a new session.
      if (state.user?.id === event.user.id) return { ...state, session: event.session };
      return authReducer(state, { type: 'session_read', user: event.user, session: event.session });
    case 'session_read':
      return {
        ...state,
        user: event.user,
        session: event.session,
        isGuest: event.user ? false : state.isGuest,
        loading: false,
        initialised: true,
      };
    case 'signed_out':
      return { ...state, user: null, session: null, isGuest: false, loading: false };
    case 'guest_exited':
      return { ...state, isGuest: false };
  }
}
