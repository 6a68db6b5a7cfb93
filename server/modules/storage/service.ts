import type {
  OrphanPage,
  StorageCleanupBody,
  StorageCleanupResult,
  StorageSummary,
  StoredFileDto,
  StoredFilePage,
  UnusedUploadPage,
} from '../../../core/schemas/storage';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import {
  type AppFolder,
  LIST_PAGE_MAX,
  type Storage,
  type StoredFile,
  contentTypeOfKey,
  isAppFolder,
  isAppKey,
} from '../../integrations/storage';
import { recordAudit } from '../admin';
import { storagePolicy } from './policy';
import {
  type Reference,
  type UploadRow,
  deleteUploads,
  selectOwnerNames,
  selectRecordedTotals,
  selectReferences,
  selectUnusedUploads,
  selectUploadsByIds,
  selectUploadsByKeys,
} from './queries';

/** A file younger than this is no orphan: an event image waits for its event to be saved (the job's grace). */
export const ORPHAN_GRACE_MS = 86_400_000;
/** The summary counts at most this many keys (ten backend pages); beyond it the total says "at least". */
export const SUMMARY_SCAN_MAX = 10 * LIST_PAGE_MAX;
export const UNUSED_PAGE_SIZE = 25;

export type StorageDeps = { db: Db; storage: Storage };

/**
 * What the files of each folder the app writes are for. Only files in these folders can be orphans
 * (`isAppKey`): a bucket or uploads folder shared with anything else (backups, static files) keeps whatever
 * the app did not put there.
 */
const KEY_PURPOSE: Record<AppFolder, string> = {
  avatars: 'avatar',
  profiles: 'profile_image',
  events: 'event_image',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CARD_SUFFIX = /-card\.webp$/;

/** Avatars and event images live under `<folder>/<userId>/…`: the owner when no uploads row says it. */
const ownerFromKey = (key: string): string | null => {
  const [folder, second] = key.split('/');
  return (folder === 'avatars' || folder === 'events') && second && UUID.test(second) ? second : null;
};

/**
 * Stored files → what the screen shows: who owns it, what it is for, where it is used. A card version
 * (`…-card.webp`) is in use when its full image is; an uploads row's URL counts for all of its keys, and so
 * does every URL the storage ever handed out for a key (S3's old bucket URLs beside `/uploads/…`).
 */
export const describeFiles = async (
  deps: StorageDeps,
  files: readonly StoredFile[],
  now: Date,
): Promise<StoredFileDto[]> => {
  if (files.length === 0) return [];
  const { storage } = deps;
  const keys = files.map((f) => f.key);
  const uploadRows = await selectUploadsByKeys(deps.db, keys);
  const uploadOf = new Map<string, UploadRow>();
  for (const row of uploadRows) for (const key of row.keys) uploadOf.set(key, row);
  const urlsOf = (key: string): string[] => {
    const urls = [...storage.urlsOf(key)];
    if (CARD_SUFFIX.test(key)) urls.push(...storage.urlsOf(key.replace(CARD_SUFFIX, '.webp')));
    const row = uploadOf.get(key);
    if (row) urls.push(row.url);
    return urls;
  };
  const refs = await selectReferences(deps.db, [...new Set(keys.flatMap(urlsOf))]);
  const refsOf = new Map<string, Reference[]>();
  for (const ref of refs) refsOf.set(ref.url, [...(refsOf.get(ref.url) ?? []), ref]);
  const described = files.map((file) => {
    const used = new Map<string, Reference>();
    for (const url of urlsOf(file.key)) {
      for (const ref of refsOf.get(url) ?? []) used.set(`${ref.type}:${ref.id}`, ref);
    }
    const usedBy = [...used.values()];
    const row = uploadOf.get(file.key);
    const ownerId = row?.ownerId ?? ownerFromKey(file.key) ?? usedBy.find((r) => r.ownerId)?.ownerId ?? null;
    const contentType = row?.contentType ?? contentTypeOfKey(file.key);
    const folder = file.key.split('/')[0] ?? '';
    return {
      file,
      ownerId,
      dto: {
        key: file.key,
        url: storage.urlOf(file.key),
        sizeBytes: file.sizeBytes,
        lastModified: file.lastModified.toISOString(),
        contentType,
        isImage: contentType.startsWith('image/'),
        purpose: row?.purpose ?? (isAppFolder(folder) ? KEY_PURPOSE[folder] : folder),
        usedBy: usedBy.map(({ type, id, label }) => ({ type, id, label })),
        orphan:
          isAppKey(file.key) &&
          usedBy.length === 0 &&
          file.lastModified.getTime() < now.getTime() - ORPHAN_GRACE_MS,
      },
    };
  });
  const names = await selectOwnerNames(deps.db, [
    ...new Set(described.flatMap((d) => (d.ownerId ? [d.ownerId] : []))),
  ]);
  return described.map(({ dto, ownerId }) => ({
    ...dto,
    owner: ownerId ? { id: ownerId, name: names.get(ownerId) ?? '—' } : null,
  }));
};

const backendOf = (deps: StorageDeps): StorageSummary['backend'] => ({
  kind: deps.storage.kind,
  location: deps.storage.location,
});

export const storageSummary = async (deps: StorageDeps, actor: Actor): Promise<StorageSummary> => {
  ensure(storagePolicy.manage(actor), 'admin_only');
  let files = 0;
  let bytes = 0;
  let cursor: string | null = null;
  do {
    const page = await deps.storage.list({ cursor, limit: LIST_PAGE_MAX });
    files += page.files.length;
    bytes += page.files.reduce((total, f) => total + f.sizeBytes, 0);
    cursor = page.nextCursor;
  } while (cursor && files < SUMMARY_SCAN_MAX);
  return {
    backend: backendOf(deps),
    stored: { files, bytes, complete: cursor === null, scanLimit: SUMMARY_SCAN_MAX },
    recorded: await selectRecordedTotals(deps.db),
  };
};

export const listStoredFiles = async (
  deps: StorageDeps,
  actor: Actor,
  query: { cursor?: string | undefined; limit: number },
  now = new Date(),
): Promise<StoredFilePage> => {
  ensure(storagePolicy.manage(actor), 'admin_only');
  const page = await deps.storage.list({ cursor: query.cursor ?? null, limit: query.limit });
  return { items: await describeFiles(deps, page.files, now), nextCursor: page.nextCursor };
};

/** One backend page (≤ 1000 keys) looked at; the orphans among them. The screen continues with nextCursor. */
export const findOrphans = async (
  deps: StorageDeps,
  actor: Actor,
  cursor: string | null,
  now = new Date(),
): Promise<OrphanPage> => {
  ensure(storagePolicy.manage(actor), 'admin_only');
  const page = await deps.storage.list({ cursor, limit: LIST_PAGE_MAX });
  const described = await describeFiles(deps, page.files, now);
  return {
    items: described.filter((f) => f.orphan),
    scanned: page.files.length,
    nextCursor: page.nextCursor,
  };
};

export const listUnusedUploads = async (
  deps: StorageDeps,
  actor: Actor,
  page: number,
  now = new Date(),
): Promise<UnusedUploadPage> => {
  ensure(storagePolicy.manage(actor), 'admin_only');
  const { rows, total } = await selectUnusedUploads(deps.db, new Date(now.getTime() - ORPHAN_GRACE_MS), {
    limit: UNUSED_PAGE_SIZE,
    offset: (page - 1) * UNUSED_PAGE_SIZE,
  });
  const names = await selectOwnerNames(deps.db, [
    ...new Set(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : []))),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      url: r.url,
      purpose: r.purpose,
      keys: r.keys,
      sizeBytes: r.sizeBytes,
      owner: r.ownerId ? { id: r.ownerId, name: names.get(r.ownerId) ?? '—' } : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: UNUSED_PAGE_SIZE,
  };
};

/** The stored file behind each chosen key (a key no longer stored is left out). */
const filesOfKeys = async (storage: Storage, keys: readonly string[]): Promise<StoredFile[]> => {
  const found: StoredFile[] = [];
  for (const key of keys) {
    const { files } = await storage.list({ prefix: key, limit: 1 });
    if (files[0]?.key === key) found.push(files[0]);
  }
  return found;
};

/**
 * Remove orphans: the chosen keys (or every orphan of one scan with `all`) and the chosen unused uploads rows.
 * Each is checked again first, so a file that came into use since the screen loaded stays. Files go first,
 * then in one transaction the uploads rows that named them and the audit entry ('storage.cleanup',
 * { keys, bytes, uploads }). A repeat is harmless: a missing file is no error.
 */
export const cleanupStorage = async (
  deps: StorageDeps,
  actor: Actor,
  body: StorageCleanupBody,
  ip: string,
  now = new Date(),
): Promise<StorageCleanupResult> => {
  ensure(storagePolicy.manage(actor), 'admin_only');
  let candidates: StoredFile[];
  let nextCursor: string | null = null;
  if (body.all) {
    const page = await deps.storage.list({ cursor: body.cursor ?? null, limit: LIST_PAGE_MAX });
    candidates = page.files;
    nextCursor = page.nextCursor;
  } else {
    candidates = await filesOfKeys(deps.storage, [...new Set(body.keys)]);
  }
  const orphans = (await describeFiles(deps, candidates, now)).filter((f) => f.orphan);
  const orphanKeys = orphans.map((f) => f.key);
  const skipped = body.all ? [] : body.keys.filter((key) => !orphanKeys.includes(key));

  const unusedBefore = new Date(now.getTime() - ORPHAN_GRACE_MS);
  const chosenRows = await selectUploadsByIds(deps.db, body.uploadIds);
  const inUse = new Set(
    (
      await selectReferences(
        deps.db,
        chosenRows.map((r) => r.url),
      )
    ).map((r) => r.url),
  );
  const unusedRows = chosenRows.filter((r) => !inUse.has(r.url) && r.createdAt < unusedBefore);
  const rowKeys = unusedRows.flatMap((r) => r.keys);
  const rowFiles = await filesOfKeys(
    deps.storage,
    rowKeys.filter((k) => !orphanKeys.includes(k)),
  );

  const deletedKeys = [...orphanKeys, ...rowFiles.map((f) => f.key)];
  const bytes = [...orphans.map((f) => f.sizeBytes), ...rowFiles.map((f) => f.sizeBytes)].reduce(
    (a, b) => a + b,
    0,
  );
  const rowsOfKeys = await selectUploadsByKeys(deps.db, orphanKeys);
  const uploadIds = [...new Set([...unusedRows.map((r) => r.id), ...rowsOfKeys.map((r) => r.id)])];
  // The rows and the audit entry commit first, the files go after: a file left behind by a failure is found
  // again by the next scan, while a file deleted without its audit entry could not be accounted for.
  if (deletedKeys.length > 0 || uploadIds.length > 0) {
    await deps.db.transaction(async (tx) => {
      await deleteUploads(tx, uploadIds);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'storage.cleanup',
        targetType: 'storage',
        targetId: deps.storage.kind,
        data: { keys: deletedKeys, bytes, uploads: uploadIds },
        ip,
      });
    });
  }
  for (const key of deletedKeys) await deps.storage.delete(key);
  return {
    deletedKeys,
    deletedUploads: uploadIds.length,
    bytes,
    skipped,
    more: nextCursor !== null,
    nextCursor,
  };
};
