import { AppError, type ErrorCode } from '../../../core/errors';
import {
  type AdminSiteSettings,
  type FeatureSwitch,
  SITE_SETTING_KEYS,
  SITE_SETTING_SCHEMAS,
  type SiteSettingKey,
  type SiteSettings,
  type SiteSettingsPatch,
} from '../../../core/schemas/siteSettings';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { adminPolicy } from '../admin';
import {
  type SettingChange,
  type SiteSettingRow,
  saveSiteSettings,
  selectSiteSettingRows,
} from './queriesSettings';

type SettingsCtx = Pick<AppContext, 'db' | 'config'>;

/**
 * How long an instance trusts its copy when no NOTIFY arrives. Every save notifies all instances, so this only
 * bounds the staleness after a lost notification (a LISTEN connection that was reconnecting).
 */
export const SITE_SETTINGS_TTL_MS = 30_000;

/** The defaults in code: what a fresh installation runs with until an admin saves a setting. */
export const defaultSiteSettings = (config: Pick<AppContext['config'], 'adminEmail'>): SiteSettings => ({
  siteName: 'Kring',
  contactEmail: config.adminEmail,
  defaultRadiusKm: 25,
  maintenanceBanner: { enabled: false, text: '', level: 'info' },
  signUps: { open: true, message: '' },
  features: { forumPosting: true, directMessages: true },
});

/** Stored rows over the defaults; a stored value that no longer parses (an older shape) keeps its default. */
const merge = (defaults: SiteSettings, rows: readonly SiteSettingRow[]): SiteSettings => {
  const merged: Record<string, unknown> = { ...defaults };
  for (const row of rows) {
    if (!(SITE_SETTING_KEYS as readonly string[]).includes(row.key)) continue;
    const key = row.key as SiteSettingKey;
    const parsed = SITE_SETTING_SCHEMAS[key].safeParse(
      key === 'features' ? { ...defaults.features, ...(row.value as object) } : row.value,
    );
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as SiteSettings;
};

/**
 * Per-instance cache of the stored rows, one entry per database (tests open many). Like db/cachedPerDb, plus a
 * drop: the site_settings_changed NOTIFY empties it on every instance (settings.routes.ts subscribes). Rows, not
 * merged settings, so a caller without the config (a feature switch) shares the entry.
 */
const cache = new WeakMap<Db, { at: number; value: Promise<SiteSettingRow[]> }>();

/** Forget this instance's copy (on a NOTIFY, and right after this instance saved). */
export const dropSiteSettingsCache = (db: Db): void => {
  cache.delete(db);
};

const cachedRows = (db: Db, nowMs: number): Promise<SiteSettingRow[]> => {
  const hit = cache.get(db);
  if (hit && nowMs >= hit.at && nowMs - hit.at < SITE_SETTINGS_TTL_MS) return hit.value;
  const value = selectSiteSettingRows(db);
  cache.set(db, { at: nowMs, value });
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
};

/**
 * The live site settings, for any module (sign-ups, forum, messages, push) and the public endpoint: at most
 * SITE_SETTINGS_TTL_MS old, and fresh on every instance as soon as a save's NOTIFY arrives.
 */
export const getSiteSettings = async (ctx: SettingsCtx, nowMs = Date.now()): Promise<SiteSettings> =>
  merge(defaultSiteSettings(ctx.config), await cachedRows(ctx.db, nowMs));

/** The trial sign-up (modules/accounts) calls this first: closed sign-ups are refused with the admin's text. */
export const ensureSignUpsOpen = async (ctx: SettingsCtx): Promise<void> => {
  const { signUps } = await getSiteSettings(ctx);
  if (!signUps.open) throw new AppError('sign_ups_closed', signUps.message ? { hint: signUps.message } : {});
};

const FEATURE_ERRORS: Record<FeatureSwitch, ErrorCode> = {
  forumPosting: 'forum_posting_disabled',
  directMessages: 'direct_messages_disabled',
};

/** A write behind a feature switch (forum posting, direct messages) calls this first. */
export const ensureFeatureOn = async (db: Db, feature: FeatureSwitch): Promise<void> => {
  const { features } = merge(
    defaultSiteSettings({ adminEmail: 'beheer@kring.test' }),
    await cachedRows(db, Date.now()),
  );
  if (!features[feature]) throw new AppError(FEATURE_ERRORS[feature]);
};

const presentAdmin = (settings: SiteSettings, rows: readonly SiteSettingRow[]): AdminSiteSettings => ({
  settings,
  saved: rows
    .filter((r) => (SITE_SETTING_KEYS as readonly string[]).includes(r.key))
    .map((r) => ({
      key: r.key as SiteSettingKey,
      updatedAt: r.updatedAt.toISOString(),
      updatedBy: r.updatedByName ?? null,
    })),
});

/** /admin/instellingen: every setting (uncached, so the admin sees what is stored) and when each was saved. */
export const getAdminSiteSettings = async (ctx: SettingsCtx, actor: Actor): Promise<AdminSiteSettings> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const rows = await selectSiteSettingRows(ctx.db);
  return presentAdmin(merge(defaultSiteSettings(ctx.config), rows), rows);
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Save the keys of one form group. Only keys whose value really changes are written and audited; all of them
 * in one transaction with the NOTIFY, so every instance shows the change at once.
 */
export const updateSiteSettings = async (
  ctx: SettingsCtx,
  actor: Actor,
  patch: SiteSettingsPatch,
  ip: string,
): Promise<AdminSiteSettings> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const before = merge(defaultSiteSettings(ctx.config), await selectSiteSettingRows(ctx.db));
  const changes: SettingChange[] = SITE_SETTING_KEYS.flatMap((key) => {
    const after = patch[key];
    return after === undefined || same(before[key], after) ? [] : [{ key, before: before[key], after }];
  });
  if (changes.length > 0) {
    await saveSiteSettings(ctx.db, { changes, actorId: actor.userId, ip, now: new Date() });
    dropSiteSettingsCache(ctx.db);
  }
  return getAdminSiteSettings(ctx, actor);
};
