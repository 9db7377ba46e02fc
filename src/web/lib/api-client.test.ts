import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorFrom } from './api-client';
import { i18n } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('apiErrorFrom: the one place an API error becomes words', () => {
  it('words a known code from the catalogue, with the details as values', async () => {
    const err = await apiErrorFrom(409, {
      error: { code: 'wishlist_full', message: 'server English', details: { max: 200 } },
    });
    expect(err.message).toBe('A wishlist can hold at most 200 items');
    expect(err.code).toBe('wishlist_full');
  });

  it("shows the server's English for a code this build does not know", async () => {
    const err = await apiErrorFrom(400, {
      error: { code: 'brand_new' as never, message: 'Something new happened.' },
    });
    expect(err.message).toBe('Something new happened.');
  });

  it('is in the reader language, picking plural forms and contexts', async () => {
    await i18n.changeLanguage('fr');
    const wait = await apiErrorFrom(429, {
      error: { code: 'too_many_attempts', message: 'x', details: { retryAfter: 600, count: 10 } },
    });
    expect(wait.message).toBe('Trop de tentatives. Patientez 10 minutes et réessayez.');
    await i18n.changeLanguage('de');
    const decided = await apiErrorFrom(409, {
      error: { code: 'identity_already_decided', message: 'x', details: { status: 'approved' } },
    });
    expect(decided.message).toBe('Diese Identitätsprüfung ist bereits genehmigt.');
  });

  it("words an answer without the error shape (a proxy's page) in the reader's language", async () => {
    await i18n.changeLanguage('es');
    const err = await apiErrorFrom(502, '<html>Bad gateway</html>');
    expect(err.code).toBe('http_error');
    expect(err.message).toBe(i18n.t('errors:internal', { lng: 'es' }));
    expect(err.message).not.toBe('Something went wrong. Please try again later.');
  });

  it('keeps the shared schema message of a validation failure', async () => {
    const err = await apiErrorFrom(400, {
      error: { code: 'validation_failed', message: 'Email is required', issues: [] },
    });
    expect(err.message).toBe('Email is required');
  });
});
