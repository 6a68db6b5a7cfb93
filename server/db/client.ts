import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { acquireDataDirLock } from './dataDirLock';
import * as schema from './schema';

/** One Drizzle type for both engines, so services and queries never care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** The engine's own client, for the few places that need it (migrator, raw dumps, LISTEN/NOTIFY). */
export type RawClient =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: postgres.Sql; url: string };

export type DbHandle = {
  db: Db;
  kind: DbKind;
  raw: RawClient;
  /** Run one parameterised statement and return its rows (same shape on both engines). */
  query: <T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ) => Promise<T[]>;
  /** Run a script of one or more statements without parameters (DDL, maintenance). */
  exec: (script: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Rows of a raw `sql\`...\`` query through Drizzle (db or transaction). `db.execute` returns `{ rows }` on
 * PGlite and an array on postgres.js; this hides the difference. Cast numbers and counts in SQL (`::int`)
 * and prefer the query builder where types matter: raw rows are not mapped (numeric and timestamps arrive
 * as strings).
 */
export const executeRows = async <T extends Record<string, unknown>>(
  db: Pick<Db, 'execute'>,
  query: SQLWrapper,
): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('Unexpected result shape from db.execute');
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory' for a throwaway in-memory database (tests). */
  dataDir?: string | 'memory';
  /** PGlite only: start from a dump made by `dumpDataDir` (the test template). */
  loadDataDir?: Blob | File;
  /** postgres.js pool size (DATABASE_POOL_SIZE; default 10). */
  maxConnections?: number;
};

const pgliteExtensions = { pg_trgm, unaccent, cube, earthdistance, btree_gist };

/** Open PGlite (embedded) or PostgreSQL (DATABASE_URL). */
export const openDatabase = async (options: OpenDatabaseOptions = {}): Promise<DbHandle> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.dataDir ?? 'memory', options.loadDataDir);
};

/**
 * A second handle on the same embedded database, with its own Drizzle instance, so what is cached per Db
 * (cachedPerDb) is its own: a second app in this process behaves as another server instance (tests). Closing it
 * leaves the database open.
 */
export const sharePglite = (handle: DbHandle): DbHandle => {
  if (handle.raw.kind !== 'pglite') throw new Error('sharePglite needs a PGlite handle');
  return { ...handle, db: drizzlePglite({ client: handle.raw.client, schema }), close: async () => {} };
};

const openPglite = async (dataDir: string, loadDataDir: Blob | File | undefined): Promise<DbHandle> => {
  let client: PGlite;
  let unlock = (): void => {};
  if (dataDir === 'memory') {
    client = await PGlite.create({ extensions: pgliteExtensions, ...(loadDataDir ? { loadDataDir } : {}) });
  } else {
    const dir = resolve(dataDir);
    // PGlite creates the directory itself but not its parents.
    mkdirSync(dirname(dir), { recursive: true });
    // Before PGlite touches a file: a second process on the same folder corrupts it (dataDirLock.ts).
    unlock = acquireDataDirLock(dir);
    try {
      client = await PGlite.create(dir, {
        extensions: pgliteExtensions,
        ...(loadDataDir ? { loadDataDir } : {}),
      });
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const db: Db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    exec: async (script) => {
      await client.exec(script);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
};

/**
 * drizzle's postgres.js driver sends every query-builder statement with `prepare: false` unless it is named
 * with `.prepare(name)`, and postgres.js then describes each parameterised statement in a round trip of its own
 * before running it: two round trips and a fresh parse per query. This client prepares them (postgres.js keeps
 * one named statement per distinct SQL text and connection), so a repeated read is one round trip that only
 * binds. The SQL texts are few (the query builder makes the same text for the same shape of search) and a
 * connection's statements go with it when postgres.js recycles it. Transactions use their own connection
 * object and stay as they were: the hot paths are reads.
 */
const preparingStatements = (client: postgres.Sql): postgres.Sql =>
  new Proxy(client, {
    get: (target, property, receiver) => {
      if (property !== 'unsafe') return Reflect.get(target, property, receiver);
      return (
        query: string,
        params?: postgres.ParameterOrJSON<never>[],
        options?: postgres.UnsafeQueryOptions,
      ) => target.unsafe(query, params, { ...options, prepare: true });
    },
  });

const openPostgres = async (url: string, max: number): Promise<DbHandle> => {
  // Quiet NOTICEs (e.g. "extension already exists") that postgres.js would print to the console. `prepare`
  // is postgres.js's default, written out because the hot reads depend on it: each connection parses and
  // plans a statement once and then only binds (a PgBouncer in transaction mode would need it off).
  const client = postgres(url, { max, prepare: true, onnotice: () => {} });
  const db: Db = drizzlePostgres({ client: preparingStatements(client), schema });
  // Fail at boot, not on the first request, when the database is unreachable.
  await client`select 1`;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    raw: { kind: 'postgres', client, url },
    query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      [...(await client.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as unknown as T[],
    exec: async (script) => {
      await client.unsafe(script).simple();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.end({ timeout: 5 });
    },
  };
};
