import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * A throwaway PostgreSQL database per test file on the server of TEST_DATABASE_URL (CI runs the whole API
 * suite this way): `CREATE DATABASE kring_test_<random>` (a copy of `template` when given, templates.ts),
 * hand out its URL, drop it afterwards.
 */
export type TestPostgresDatabase = { url: string; name: string; drop: () => Promise<void> };

export const createTestPostgresDatabase = async (
  adminUrl: string,
  template?: string,
): Promise<TestPostgresDatabase> => {
  const name = `kring_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        // WITH (FORCE) ends connections a failed test may have left open (PostgreSQL 13+).
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end({ timeout: 5 });
      }
    },
  };
};
