import type { SystemSettings, SystemSettingsUpdate } from '../../shared/schemas/settings';
import { recordAudit } from '../audit/public';
import type { Db } from '../db/client';
import { forgetSettings, getSettings, updateSettings } from '../settings/public';
import type { AdminActor } from './actor';

type Change = { from: unknown; to: unknown };

/** The settings whose value differs between two snapshots. */
export function settingsDiff(before: SystemSettings, after: SystemSettings): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const key of Object.keys(after) as (keyof SystemSettings)[]) {
    // Compared as JSON: the exchange rates are an object.
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * Saves an admin's settings change. It is in force for the very next request: this process
 * forgets its kept copy once the change commits, the others on the database's change notice
 * (settings/service.ts). The audit log keeps what changed from what to what.
 */
export async function saveSystemSettings(
  db: Db,
  input: SystemSettingsUpdate,
  actor: AdminActor,
): Promise<SystemSettings> {
  const saved = await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const after = await updateSettings(tx, input, actor.id);
    const changes = settingsDiff(before, after);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        action: 'settings_updated',
        actorId: actor.id,
        resourceType: 'system_settings',
        metadata: { changes },
        ipAddress: actor.ipAddress,
      });
    }
    return after;
  });
  forgetSettings(db);
  return saved;
}
