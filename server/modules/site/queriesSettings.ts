import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings, users } from '../../db/schema';
import { recordAudit } from '../admin';
import { siteSettingsChannel } from './settingsChannel';

/** Every stored setting with who saved it last (keys never saved have no row). */
export const selectSiteSettingRows = (db: Db) =>
  db
    .select({
      key: siteSettings.key,
      value: siteSettings.value,
      updatedAt: siteSettings.updatedAt,
      updatedByName: users.name,
    })
    .from(siteSettings)
    .leftJoin(users, eq(users.id, siteSettings.updatedBy));

export type SiteSettingRow = Awaited<ReturnType<typeof selectSiteSettingRows>>[number];

export type SettingChange = { key: string; before: unknown; after: unknown };

/**
 * Save changed settings in one transaction: the rows, one audit entry per key ('settings.update', target
 * site_settings/key, data {before, after}) and the NOTIFY that drops every instance's cache at commit.
 */
export const saveSiteSettings = (
  db: Db,
  input: { changes: SettingChange[]; actorId: string; ip: string; now: Date },
): Promise<void> =>
  db.transaction(async (tx) => {
    for (const change of input.changes) {
      await tx
        .insert(siteSettings)
        .values({ key: change.key, value: change.after, updatedAt: input.now, updatedBy: input.actorId })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: change.after, updatedAt: input.now, updatedBy: input.actorId },
        });
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'settings.update',
        targetType: 'site_settings',
        targetId: change.key,
        data: { before: change.before, after: change.after },
        ip: input.ip,
      });
    }
    const payload = JSON.stringify({ keys: input.changes.map((c) => c.key) });
    await tx.execute(sql`select pg_notify(${siteSettingsChannel.name}, ${payload})`);
  });
