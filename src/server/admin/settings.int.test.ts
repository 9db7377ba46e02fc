import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../../shared/schemas/settings';
import { auditEvents } from '../db/schema';
import { latestMail, type SignedIn, signIn, signUp, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { json } from './testing';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;

type ErrorAnswer = { error: { code: string; message: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndSignIn(t, { email: 'ada@example.com', name: 'Ada Admin', admin: true });
  member = await signUpAndSignIn(t, { email: 'mia@example.com', name: 'Mia Member' });
}, 180_000);
afterAll(() => t.close());

const save = (body: Partial<Record<keyof SystemSettings, unknown>>, who = admin) =>
  t.request('PUT', '/api/admin/settings', body, who.headers);
const saved = async (body: Partial<SystemSettings>) => {
  const res = await save(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<SystemSettings>(res);
};

describe('the settings an admin reads and saves', () => {
  it('starts with the product defaults: 3% commission, 30 days, registration on, maintenance off', async () => {
    const settings = await json<SystemSettings>(
      t.request('GET', '/api/admin/settings', undefined, admin.headers),
    );
    expect(settings).toEqual(DEFAULT_SYSTEM_SETTINGS);
    expect(settings).toMatchObject({
      commissionRate: 3,
      maxRentalDays: 30,
      registrationEnabled: true,
      maintenanceMode: false,
      emailVerificationRequired: true,
      autoApproveListings: false,
      requireIdVerification: true,
    });
  });

  it.each([
    [{ commissionRate: 2.5 }, 'Commission rate must be a whole number'],
    [{ commissionRate: 101 }, 'Commission rate cannot exceed 100'],
    [{ commissionRate: -1 }, 'Commission rate cannot be negative'],
    [{ maxRentalDays: 0 }, 'Rental days must be at least 1'],
    [{ maxRentalDays: 400 }, 'Rental period too long'],
    [{ maxRentalDays: 7.5 }, 'Max rental days must be a whole number'],
    [{ supportEmail: 'not-an-address' }, 'Invalid email format'],
    [{ siteName: '   ' }, 'Site name is required'],
  ])('refuses %o with "%s" and changes nothing', async (body, message) => {
    const res = await save(body);
    expect(res.status).toBe(400);
    expect((await json<ErrorAnswer>(res)).error.message).toBe(message);
    expect(
      await json<SystemSettings>(t.request('GET', '/api/admin/settings', undefined, admin.headers)),
    ).toEqual(DEFAULT_SYSTEM_SETTINGS);
  });

  it('refuses unknown settings', async () => {
    expect((await save({ theme: 'dark' } as never)).status).toBe(400);
  });

  it('saves a change, keeps the rest, and the audit log says what changed from what to what', async () => {
    const after = await saved({ commissionRate: 5, maxRentalDays: 14 });
    expect(after).toEqual({ ...DEFAULT_SYSTEM_SETTINGS, commissionRate: 5, maxRentalDays: 14 });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings_updated'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.userId,
      resourceType: 'system_settings',
      metadata: { changes: { commissionRate: { from: 3, to: 5 }, maxRentalDays: { from: 30, to: 14 } } },
    });
    // Saving the same values again records nothing new.
    await saved({ commissionRate: 5 });
    expect(
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings_updated')),
    ).toHaveLength(1);
    await saved({ commissionRate: 3, maxRentalDays: 30 });
  });
});

describe('each setting is in force at once', () => {
  it('maintenanceMode: visitors and users get 503 for changes, reads and sign-in still work, admins keep working', async () => {
    await saved({ maintenanceMode: true });
    // The web app learns it from the public site answer, never cached, and shows the maintenance page.
    const site = await t.request('GET', '/api/site');
    expect(site.headers.get('cache-control')).toBe('no-cache');
    expect(await json(site)).toMatchObject({ maintenance_mode: true });

    const change = await t.request('POST', '/api/audit', { action: 'viewed_page' }, member.headers);
    expect(change.status).toBe(503);
    expect(change.headers.get('retry-after')).toBe('300');
    expect(await json<ErrorAnswer>(change)).toEqual({
      error: {
        code: 'maintenance',
        message: 'ShareShed is down for maintenance. Please try again in a little while.',
        details: { siteName: 'ShareShed' },
      },
    });
    const visitorSignUp = await signUp(t, { email: 'late@example.com' });
    expect(visitorSignUp.status).toBe(503);

    expect((await t.request('GET', '/api/roles/me', undefined, member.headers)).status).toBe(200);
    expect((await signIn(t, 'mia@example.com')).status).toBe(200);
    expect((await t.request('POST', '/api/audit', { action: 'viewed_page' }, admin.headers)).status).toBe(
      201,
    );

    // Switching it off is an admin's change, and it works during maintenance.
    await saved({ maintenanceMode: false });
    expect((await t.request('POST', '/api/audit', { action: 'viewed_page' }, member.headers)).status).toBe(
      201,
    );
    expect(await json(t.request('GET', '/api/site'))).toMatchObject({ maintenance_mode: false });
  });

  it('registrationEnabled: off refuses sign-up with a clear message; on lets people in again', async () => {
    await saved({ registrationEnabled: false });
    const refused = await signUp(t, { email: 'closed@example.com' });
    expect(refused.status).toBe(403);
    expect((await json<ErrorAnswer>(refused)).error.message).toBe(
      'New sign-ups are currently closed. Please try again later.',
    );
    await saved({ registrationEnabled: true });
    expect((await signUp(t, { email: 'closed@example.com' })).status).toBe(200);
  });

  it('emailVerificationRequired: on refuses unverified sign-in; off lets it through', async () => {
    await signUp(t, { email: 'unverified@example.com' });
    const refused = await signIn(t, 'unverified@example.com');
    expect(refused.status).toBe(403);
    expect((await json<ErrorAnswer>(refused)).error.code).toBe('email_not_verified');
    await saved({ emailVerificationRequired: false });
    expect((await signIn(t, 'unverified@example.com')).status).toBe(200);
    await saved({ emailVerificationRequired: true });
  });

  it('siteName, siteDescription and supportEmail: on the public site answer and in the next email', async () => {
    await saved({
      siteName: 'ToolLoop',
      siteDescription: 'Borrow the drill.',
      supportEmail: 'help@toolloop.test',
    });
    const site = await json<Record<string, unknown>>(t.request('GET', '/api/site'));
    expect(site).toMatchObject({
      site_name: 'ToolLoop',
      site_description: 'Borrow the drill.',
      support_email: 'help@toolloop.test',
    });
    await t.request('POST', '/api/auth/request-password-reset', { email: 'mia@example.com' });
    const mail = await latestMail(t, 'mia@example.com');
    expect(mail?.subject).toBe('Reset your ToolLoop password');
    expect(mail?.html).toContain('ToolLoop');
    await saved({
      siteName: DEFAULT_SYSTEM_SETTINGS.siteName,
      siteDescription: DEFAULT_SYSTEM_SETTINGS.siteDescription,
      supportEmail: DEFAULT_SYSTEM_SETTINGS.supportEmail,
    });
  });

  it('exchange rates: saved with the day they were set, on the public site answer, and validated', async () => {
    const rates = { eur: 0.9, gbp: 0.75, cad: 1.42 };
    const res = await save({ exchangeRates: rates });
    expect(res.status, await res.clone().text()).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect((await json<SystemSettings>(res)).exchangeRates).toEqual({ ...rates, setOn: today });
    expect(await json<Record<string, unknown>>(t.request('GET', '/api/site'))).toMatchObject({
      exchange_rates: { ...rates, set_on: today },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings_updated'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit?.metadata).toMatchObject({ changes: { exchangeRates: { to: { ...rates, setOn: today } } } });

    for (const [bad, message] of [
      [{ ...rates, eur: 0 }, 'Exchange rate must be greater than 0'],
      [{ ...rates, gbp: 0.1234567 }, 'Exchange rate can have at most 6 decimals'],
      [{ ...rates, cad: 'x' }, 'Exchange rate must be a number'],
      [{ ...rates, setOn: '2020-01-01' }, null],
    ] as const) {
      const refused = await save({ exchangeRates: bad });
      expect(refused.status).toBe(400);
      if (message) expect((await json<ErrorAnswer>(refused)).error.message).toBe(message);
    }
    const { setOn: _day, ...defaults } = DEFAULT_SYSTEM_SETTINGS.exchangeRates;
    expect((await save({ exchangeRates: defaults })).status).toBe(200);
  });
});
