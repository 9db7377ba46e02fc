import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { TextField } from './text-field';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('TextField', () => {
  it("shows a schema's validation message in the reader's language", async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(
      <I18nextProvider i18n={i18n}>
        <TextField label="E-mail" error="Invalid email format" />
      </I18nextProvider>,
    );
    expect(await screen.findByText("Format d'adresse e-mail invalide")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe("Format d'adresse e-mail invalide");
  });

  it('shows a message the catalogue does not know as it is', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <TextField label="Email" error="Something only the server says" />
      </I18nextProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Something only the server says');
  });
});
