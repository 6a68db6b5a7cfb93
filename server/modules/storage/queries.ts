import { type SQL, and, count, desc, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { profiles, uploads, users } from '../../db/schema';

/** A row that holds an upload URL: what it is, its id, a name to show and the account it belongs to. */
export type Reference = { url: string; type: string; id: string; label: string; ownerId: string | null };

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Every column that holds an upload URL (docs/PRODUCT.md "Storage"): event and speaker images, avatars (profile
 * and auth user), organisation, venue and professional pictures with their galleries, category icons. One
 * UNION ALL over the given URLs; galleries are unnested. Adding an image column means adding it here.
 */
export const selectReferences = async (db: Db, urls: readonly string[]): Promise<Reference[]> => {
  if (urls.length === 0) return [];
  // The URLs are bound once (a CTE), not once per column: 1000 keys stay far below the bind-parameter limit.
  const u = sql`select url from wanted`;
  const single = (table: string, column: string, type: string, label: string, owner: string): SQL =>
    sql`select ${sql.raw(column)} as url, ${type} as type, id::text as id, coalesce(${sql.raw(label)}, '') as label,
      ${sql.raw(owner)} as owner_id from ${sql.raw(table)} where ${sql.raw(column)} in (${u})`;
  const gallery = (table: string, type: string, label: string): SQL =>
    sql`select g as url, ${type} as type, t.id::text as id, coalesce(t.${sql.raw(label)}, '') as label,
      t.user_id::text as owner_id from ${sql.raw(table)} t, unnest(t.gallery_images) g where g in (${u})`;
  const parts: SQL[] = [
    single('events', 'image_url', 'event', 'title', 'organizer_id::text'),
    single('speakers', 'image_url', 'speaker', 'name', 'created_by::text'),
    single('profiles', 'avatar_url', 'avatar', 'full_name', 'id::text'),
    single('users', 'image', 'user_image', 'name', 'id::text'),
    single('event_categories', 'icon_url', 'category', 'name', 'null::text'),
    ...['profile_image_url', 'cover_image_url', 'organization_image_url', 'logo_url'].map((column) =>
      single('organization_profiles', column, 'organization', 'organization_name', 'user_id::text'),
    ),
    gallery('organization_profiles', 'organization', 'organization_name'),
    ...['profile_image_url', 'cover_image_url'].map((column) =>
      single('venue_profiles', column, 'venue', 'name', 'user_id::text'),
    ),
    gallery('venue_profiles', 'venue', 'name'),
    single('professionals', 'profile_image_url', 'professional', 'business_name', 'user_id::text'),
  ];
  const rows = await executeRows<{
    url: string;
    type: string;
    id: string;
    label: string;
    owner_id: string | null;
  }>(
    db,
    sql`with wanted(url) as (select unnest(array[${list(urls)}]::text[])) ${sql.join(parts, sql` union all `)}`,
  );
  return rows.map((r) => ({ url: r.url, type: r.type, id: r.id, label: r.label, ownerId: r.owner_id }));
};

export type UploadRow = typeof uploads.$inferSelect;

/** The uploads rows (bookkeeping of event images) that hold any of these keys. */
export const selectUploadsByKeys = async (db: Db, keys: readonly string[]): Promise<UploadRow[]> => {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(sql`exists (select 1 from unnest(${uploads.keys}) k where k in (${list(keys)}))`);
};

/** Files and bytes recorded at upload, per purpose. */
export const selectRecordedTotals = async (db: Db) =>
  db
    .select({
      purpose: uploads.purpose,
      files: count(),
      bytes: sql<number>`coalesce(${sum(uploads.sizeBytes)}, 0)::bigint`.mapWith(Number),
    })
    .from(uploads)
    .groupBy(uploads.purpose)
    .orderBy(uploads.purpose);

/** Names of accounts (profile name, else the auth name). */
export const selectOwnerNames = async (db: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`coalesce(${profiles.fullName}, ${users.name})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** Rows looked at per request: the newest of the old ones (the table is bookkeeping, not an archive). */
export const UNUSED_SCAN_MAX = 2000;

/** Uploads rows older than `before` whose URL no row holds: their bookkeeping outlived the use, a page of them. */
export const selectUnusedUploads = async (
  db: Db,
  before: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: UploadRow[]; total: number }> => {
  const candidates = await db
    .select()
    .from(uploads)
    .where(lt(uploads.createdAt, before))
    .orderBy(desc(uploads.createdAt))
    .limit(UNUSED_SCAN_MAX);
  if (candidates.length === 0) return { rows: [], total: 0 };
  const used = new Set(
    (
      await selectReferences(
        db,
        candidates.map((c) => c.url),
      )
    ).map((r) => r.url),
  );
  const unused = candidates.filter((c) => !used.has(c.url));
  return { rows: unused.slice(page.offset, page.offset + page.limit), total: unused.length };
};

export const selectUploadsByIds = async (db: Db, ids: readonly string[]): Promise<UploadRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(uploads)
        .where(inArray(uploads.id, [...ids]));

export const deleteUploads = async (db: Db, ids: readonly string[]): Promise<void> => {
  if (ids.length > 0) await db.delete(uploads).where(and(inArray(uploads.id, [...ids])));
};
