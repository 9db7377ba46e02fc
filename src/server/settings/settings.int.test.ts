import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { DEFAULT_SYSTEM_SETTINGS } from '../../shared/schemas/settings';
import { systemSettings } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { getSettings, updateSettings } from './service';

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
    });
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
