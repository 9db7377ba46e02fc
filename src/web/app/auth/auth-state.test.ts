import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-state';

const alice = { id: 'u1', email: 'alice@example.com' };
const session = (id: string) => ({ id, expiresAt: '2030-01-01T00:00:00Z' });

describe('auth state machine (spec section 4)', () => {
  it('starts loading', () => {
    expect(initialAuthState).toMatchObject({ loading: true, user: null, isGuest: false });
  });

  it('a guest at start ends loading at once', () => {
    expect(authReducer(initialAuthState, { type: 'guest_started' })).toMatchObject({
      isGuest: true,
      loading: false,
      initialised: true,
    });
  });

  it('a session with a user clears the guest flag and ends loading', () => {
    const guest = authReducer(initialAuthState, { type: 'guest_started' });
    const next = authReducer(guest, { type: 'session_read', user: alice, session: session('s1') });
    expect(next).toMatchObject({ user: alice, isGuest: false, loading: false });
  });

  it('a token refresh for the same user only replaces the session', () => {
    const signedIn = authReducer(initialAuthState, {
      type: 'session_read',
      user: alice,
      session: session('s1'),
    });
    const refreshed = authReducer(signedIn, {
      type: 'token_refreshed',
      user: { ...alice, email: 'changed@example.com' },
      session: session('s2'),
    });
    expect(refreshed.session?.id).toBe('s2');
    expect(refreshed.user).toBe(signedIn.user);
  });

  it('a refresh for another user is a new session', () => {
    const signedIn = authReducer(initialAuthState, {
      type: 'session_read',
      user: alice,
      session: session('s1'),
    });
    const bob = { id: 'u2', email: 'bob@example.com' };
    expect(authReducer(signedIn, { type: 'token_refreshed', user: bob, session: session('s3') }).user).toBe(
      bob,
    );
  });

  it('sign-out clears session, user and the guest flag', () => {
    const signedIn = authReducer(initialAuthState, {
      type: 'session_read',
      user: alice,
      session: session('s1'),
    });
    expect(authReducer(signedIn, { type: 'signed_out' })).toMatchObject({
      user: null,
      session: null,
      isGuest: false,
    });
  });
});
