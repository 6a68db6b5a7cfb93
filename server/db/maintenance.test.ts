import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { maintainEmbeddedDatabase } from './maintenance';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('embedded database maintenance', () => {
  it('vacuums and analyses PGlite (no autovacuum there) and leaves PostgreSQL to its autovacuum', async () => {
    await t.handle.exec(`create table maintenance_probe (n int);
      insert into maintenance_probe select generate_series(1, 500);`);
    const estimate = async () =>
      Number(
        (
          await t.handle.query<{ reltuples: number }>(
            `select reltuples from pg_class where relname = 'maintenance_probe'`,
          )
        )[0]?.reltuples,
      );
    if (t.handle.kind === 'postgres') {
      // The server's autovacuum may analyse the table at any moment, so only the decision is checked here.
      expect(await maintainEmbeddedDatabase(t.handle)).toBe(false);
      return;
    }
    expect(await estimate()).toBe(-1); // never analysed
    expect(await maintainEmbeddedDatabase(t.handle)).toBe(true);
    expect(await estimate()).toBe(500);
  });
});
