import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { renderInApp } from './test-wiring';

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

describe('LanguageSwitcher', () => {
  it('offers the four languages, each in its own name and language', async () => {
    renderInApp(<LanguageSwitcher />, { kind: 'guest' });
    const group = await screen.findByRole('group', { name: 'Language' });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((button) => [button.textContent, button.lang])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['Français', 'fr'],
      ['Deutsch', 'de'],
    ]);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("keeps a guest's choice in this browser and switches the page's language", async () => {
    renderInApp(<LanguageSwitcher />, { kind: 'guest' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Deutsch' })));
    expect(window.localStorage.getItem('language')).toBe('de');
    // The German catalogue loads lazily, so the switch completes a moment after the click.
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("saves a member's choice in their settings, not in the browser", async () => {
    const { fetchMock } = renderInApp(<LanguageSwitcher />, { kind: 'user', email: 'sam@example.com' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/auth/get-session'),
        expect.anything(),
      ),
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Español' })));
    await waitFor(() => {
      const patch = (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit?][]).find(
        ([input, init]) => {
          const request = input instanceof Request ? input : undefined;
          const url = String(request ? request.url : input);
          return url.endsWith('/api/settings') && (request?.method ?? init?.method) === 'PATCH';
        },
      );
      expect(patch).toBeDefined();
    });
    expect(window.localStorage.getItem('language')).toBeNull();
  });
});
