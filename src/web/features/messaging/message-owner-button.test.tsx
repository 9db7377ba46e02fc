import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/layout/test-wiring';
import { MessageButton } from './message-owner-button';

describe('MessageButton for a visitor who is not signed in', () => {
  it('is named by the words it shows, and says why it leads to signing in (label in name, WCAG 2.5.3)', async () => {
    renderInApp(
      <Suspense fallback={null}>
        <MessageButton target={{ itemId: '00000000-0000-4000-8000-000000000001' }} />
      </Suspense>,
      { kind: 'guest' },
    );
    const link = await screen.findByRole('link', { name: 'Message owner' });
    expect(link.getAttribute('href')).toBe('/welcome');
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Sign in to message the owner');
  });
});
