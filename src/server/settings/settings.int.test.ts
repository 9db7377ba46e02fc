import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { DEFAULT_SYSTEM_SETTINGS } from '../../shared/schemas/settings';
import { systemSettings } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { getSettings, updateSettings } from './service';

const { setOn: _setOn, ...DEFAULT_RATES } = DEFAULT_SYSTEM_SETTINGS.exchangeRates;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system settings', () => {
  it('start from the product defaults', async () => {
    expect(await getSettings(t.database.db)).toEqual({
      siteName: 'ShareShed',
      siteDescription: DEFAULT_SYSTEM_SETTINGS.siteDescription,
      supportEmail: 'support@shareshed.app',
      commissionRate: 3,
      maxRentalDays: 30,
      registrationEnabled: true,
      maintenanceMode: false,
      emailVerificationRequired: true,
      autoApproveListings: false,
      requireIdVerification: true,
      exchangeRates: { eur: 0.92, gbp: 0.79, cad: 1.39, setOn: '2026-11-24' },
    });
  });

  it('stamp exchange rates with the day they were set, and keep that day when saved unchanged', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const set = await updateSettings(
      t.database.db,
      { exchangeRates: { eur: 0.95, gbp: 0.8, cad: 1.4 } },
      null,
    );
    expect(set.exchangeRates).toEqual({ eur: 0.95, gbp: 0.8, cad: 1.4, setOn: today });
    await t.database.db
      .insert(systemSettings)
      .values({ key: 'exchangeRates', value: { ...set.exchangeRates, setOn: '2026-01-02' } })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: { ...set.exchangeRates, setOn: '2026-01-02' } },
      });
    const again = await updateSettings(
      t.database.db,
      { exchangeRates: { eur: 0.95, gbp: 0.8, cad: 1.4 } },
      null,
    );
    expect(again.exchangeRates.setOn).toBe('2026-01-02');
    await updateSettings(t.database.db, { exchangeRates: DEFAULT_RATES }, null);
  });

  it('refuse exchange rates that are not positive, have more than six decimals, or name the day', async () => {
    for (const eur of [0, -1, 0.1234567, 20_000]) {
      await expect(
        updateSettings(t.database.db, { exchangeRates: { ...DEFAULT_RATES, eur } }, null),
      ).rejects.toThrow(ZodError);
    }
    await expect(
      updateSettings(
        t.database.db,
        { exchangeRates: { ...DEFAULT_RATES, setOn: '2020-01-01' } } as unknown as {
          maintenanceMode: boolean;
        },
        null,
      ),
    ).rejects.toThrow(ZodError);
  });

  it('store changes (who made them too) and keep the other values', async () => {
    const after = await updateSettings(t.database.db, { commissionRate: 5, maintenanceMode: true }, null);
    expect(after).toMatchObject({ commissionRate: 5, maintenanceMode: true, maxRentalDays: 30 });
    expect(await getSettings(t.database.db)).toEqual(after);
    await updateSettings(t.database.db, { commissionRate: 3, maintenanceMode: false }, null);
  });

  it('refuse invalid values and unknown keys, changing nothing', async () => {
    await expect(updateSettings(t.database.db, { maxRentalDays: 0 }, null)).rejects.toThrow(ZodError);
    await expect(updateSettings(t.database.db, { commissionRate: 2.5 }, null)).rejects.toThrow(
      'Commission rate must be a whole number',
    );
    await expect(
      updateSettings(t.database.db, { surprise: true } as unknown as { maintenanceMode: boolean }, null),
    ).rejects.toThrow(ZodError);
    expect((await getSettings(t.database.db)).maxRentalDays).toBe(30);
  });

  it('fall back to the default for a stored value that no longer validates', async () => {
    await t.database.db.insert(systemSettings).values({ key: 'maxRentalDays', value: 'thirty' });
    expect((await getSettings(t.database.db)).maxRentalDays).toBe(30);
  });
});
