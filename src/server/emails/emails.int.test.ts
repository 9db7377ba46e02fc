import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('emails are written in the recipient language', () => {
  it('a member whose language is French gets the password-reset email in French', async () => {
    const member = await signUpAndSignIn(t, { email: 'amelie@example.com' });
    const res = await t.request('PATCH', '/api/settings', { language: 'fr' }, member.headers);
    expect(res.status).toBe(200);

    await t.request('POST', '/api/auth/request-password-reset', { email: 'amelie@example.com' });
    const mail = await latestMail(t, 'amelie@example.com');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe ShareShed');
    expect(mail?.text).toContain('Choisir un nouveau mot de passe: http');
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.html).toContain('Réinitialisez votre mot de passe</h1>');
    expect(mail?.text).not.toContain('Reset your');
  });

  it('a member who keeps English gets it in English', async () => {
    await signUpAndSignIn(t, { email: 'emma@example.com' });
    await t.request('POST', '/api/auth/request-password-reset', { email: 'emma@example.com' });
    const mail = await latestMail(t, 'emma@example.com');
    expect(mail?.subject).toBe('Reset your ShareShed password');
    expect(mail?.html).toContain('<html lang="en">');
  });
});
