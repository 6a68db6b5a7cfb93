import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SESSION_SECRET_FILE, sessionSecretFromDataDir } from './sessionSecretFile';

let dataDir: string;

beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'kring-secret-')), 'data');
});

afterEach(() => {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

const load = () => loadConfig({ DATA_DIR: dataDir }, { secretFromDataDir: sessionSecretFromDataDir });

describe('sessionSecretFromDataDir', () => {
  it('generates a random secret once, readable by the owner only, and reuses it on the next start', () => {
    const first = load();
    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(first.sessionSecretSource).toBe('data-dir');
    expect(first.sessionSecret).toBe(readFileSync(file, 'utf8').trim());
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load().sessionSecret).toBe(first.sessionSecret);

    // Another data folder, another secret.
    const other = loadConfig(
      { DATA_DIR: join(dataDir, 'other') },
      { secretFromDataDir: sessionSecretFromDataDir },
    );
    expect(other.sessionSecret).not.toBe(first.sessionSecret);
  });

  it('refuses a file holding the published default or a short value, and names the file', () => {
    sessionSecretFromDataDir(dataDir);
    const file = join(dataDir, SESSION_SECRET_FILE);
    writeFileSync(file, 'kring-development-secret-do-not-use-in-production\n');
    expect(load).toThrow(
      /SESSION_SECRET: the secret in .*session-secret is the published development default/,
    );
    writeFileSync(file, 'kort\n');
    expect(load).toThrow(/at least 32 characters/);
  });

  it('makes a file others could read private again', () => {
    sessionSecretFromDataDir(dataDir);
    const file = join(dataDir, SESSION_SECRET_FILE);
    chmodSync(file, 0o644);
    sessionSecretFromDataDir(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
