import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants';
import { WelcomeScreen } from '../features/auth/welcome-screen';
import { i18n } from '../lib/i18n';
import { AccessGate } from './access-gate';
import { AuthProvider } from './auth/auth-context';

beforeAll(() => i18n.loadNamespaces(['welcome', 'auth']));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** A link elsewhere in the app straight to the sign-up form. */
function SignUpLink() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/welcome?view=signup')}>
      Sign up directly
    </button>
  );
}

/** The app's shape around the welcome flow: the gate, and /welcome as a page for guests. */
function renderAsGuest(url: string) {
  window.localStorage.setItem(STORAGE_KEYS.guestMode, 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ site_name: 'ShareShed', registration_enabled: true, maintenance_mode: false }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <AccessGate>
              <Routes>
                <Route path="/welcome" element={<WelcomeScreen landmark={false} />} />
                <Route path="/" element={<SignUpLink />} />
              </Routes>
            </AccessGate>
          </Suspense>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/**
 * A tap as the browser delivers it: its own task, outside the test renderer's act(), which would
 * run every effect before returning and hide a form that is shown, then replaced.
 */
async function tap(button: HTMLElement) {
  button.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every email field the page ever shows, in order (a replaced form shows a second one). */
function watchEmailFields(): HTMLInputElement[] {
  const seen: HTMLInputElement[] = [];
  const observer = new MutationObserver(() => {
    for (const field of document.querySelectorAll<HTMLInputElement>('input[type="email"]')) {
      if (!seen.includes(field)) seen.push(field);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return seen;
}

/** A person (or a password manager) types as soon as the field is there: in the next task. */
async function typeOnceShown(label: string, value: string) {
  await screen.findByLabelText(label, {}, { timeout: 20_000 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const field = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.input(field, { target: { value } });
  return field;
}

/** Guest mode has ended (spec section 4) and the page has settled. */
async function guestModeLeft() {
  await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.guestMode)).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('leaving guest mode for a form', { timeout: 40_000 }, () => {
  it('Log In shows the form once: what is typed at once is what is sent', async () => {
    const fields = watchEmailFields();
    renderAsGuest('/welcome');
    await tap(await screen.findByRole('button', { name: 'Log In' }, { timeout: 8000 }));
    const field = await typeOnceShown('Email', 'mia@example.com');
    await guestModeLeft();
    expect(fields).toHaveLength(1);
    expect(field.isConnected).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mia@example.com');
  });

  it('a link straight to ?view=signup shows one sign-up form, not one replaced by another', async () => {
    const fields = watchEmailFields();
    renderAsGuest('/');
    await tap(await screen.findByRole('button', { name: 'Sign up directly' }));
    const field = await typeOnceShown('Email', 'new@example.com');
    await guestModeLeft();
    expect(fields).toHaveLength(1);
    expect(field.isConnected).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
  });
});
