import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { WelcomeScreen } from './welcome-screen';

vi.mock('../../app/auth/auth-context', () => ({ useAuth: () => ({ continueAsGuest: () => {} }) }));

function site(facts: { site_name: string; registration_enabled: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ support_email: 's@x.test', maintenance_mode: false, ...facts })),
  );
}
afterEach(() => vi.unstubAllGlobals());

function renderWelcome(url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <WelcomeScreen />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the welcome card follows the settings', () => {
  it('greets with the renamed site and offers Create Account while sign-up is open', async () => {
    site({ site_name: 'ToolLoop', registration_enabled: true });
    renderWelcome();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to ToolLoop' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('with registration off, says sign-up is closed instead of offering it', async () => {
    site({ site_name: 'ShareShed', registration_enabled: false });
    renderWelcome();
    expect(
      await screen.findByText('New sign-ups are closed right now. Members can still log in.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('with registration off, ?view=signup shows the welcome card saying so, not the sign-up form', async () => {
    site({ site_name: 'ShareShed', registration_enabled: false });
    renderWelcome('/?view=signup');
    expect(
      await screen.findByText('New sign-ups are closed right now. Members can still log in.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
