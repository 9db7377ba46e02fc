import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { AuthProvider } from '../../app/auth/auth-context';
import { MessageButton } from './message-owner-button';

describe('MessageButton for a visitor who is not signed in', () => {
  it('is named by the words it shows, and says why it leads to signing in (label in name, WCAG 2.5.3)', async () => {
    // A guest: no session is read (auth-context), so no request is made.
    window.localStorage.setItem('guest_mode', 'true');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter>
            <Suspense fallback={null}>
              <MessageButton target={{ itemId: '00000000-0000-4000-8000-000000000001' }} />
            </Suspense>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Message owner' });
    expect(link.getAttribute('href')).toBe('/welcome');
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Sign in to message the owner');
  });
});
