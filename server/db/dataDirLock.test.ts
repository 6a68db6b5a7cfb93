import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, acquireDataDirLock, dataDirLockHolder, lockFileOf } from './dataDirLock';

let root: string;
let dir: string;
/** A live process that is not this one, to stand for "another server". */
let other: ChildProcess;

const ownerOf = (folder: string) => JSON.parse(readFileSync(lockFileOf(folder), 'utf8')) as { pid: number };
const writeLock = (folder: string, owner: Record<string, unknown>) =>
  writeFileSync(lockFileOf(folder), JSON.stringify(owner));
const startTimeOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

/** The pid of a process that has exited. */
const deadPid = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
};

beforeAll(() => {
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
});

afterAll(() => {
  other.kill();
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kring-lock-'));
  dir = join(root, 'db');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('holds the folder for this process until released, refusing a second open meanwhile', () => {
    const release = acquireDataDirLock(dir);
    expect(ownerOf(dir).pid).toBe(process.pid);
    expect(dataDirLockHolder(dir)).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    expect(dataDirLockHolder(dir)).toBeNull();
    acquireDataDirLock(dir)();
  });

  it('refuses a folder a live process holds, naming the folder and its pid, and leaves its lock alone', () => {
    const pid = other.pid ?? 0;
    writeLock(dir, { pid, startTime: existsSync('/proc') ? startTimeOf(pid) : null });
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).pid).toBe(pid);
    expect((error as Error).message).toContain(
      `De datamap ${dir} is al in gebruik door een ander Kring-proces (pid ${pid})`,
    );
    expect((error as Error).message).toContain(
      `The data folder ${dir} is already in use by another Kring process (pid ${pid})`,
    );
    expect(ownerOf(dir).pid).toBe(pid);
    expect(readdirSync(root)).toEqual(['db.lock']); // no database folder, no leftovers
  });

  it('takes over a lock whose process is gone', async () => {
    writeLock(dir, { pid: await deadPid(), startTime: null });
    expect(dataDirLockHolder(dir)).toBeNull();
    const release = acquireDataDirLock(dir);
    expect(ownerOf(dir).pid).toBe(process.pid);
    release();
  });

  it.runIf(existsSync('/proc'))(
    'takes over a lock whose pid now belongs to another process (restarted container)',
    () => {
      writeLock(dir, { pid: other.pid, startTime: '1' });
      expect(dataDirLockHolder(dir)).toBeNull();
      acquireDataDirLock(dir)();
      // This process's own pid in a lock it never took: left by an earlier process with the same pid.
      writeLock(dir, { pid: process.pid, startTime: startTimeOf(process.pid) });
      acquireDataDirLock(dir)();
    },
  );

  it('is one lock for a folder reached through a symlink', () => {
    mkdirSync(dir);
    symlinkSync(dir, join(root, 'alias'));
    const release = acquireDataDirLock(join(root, 'alias'));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('takes over a damaged lock file', () => {
    writeFileSync(lockFileOf(dir), '');
    acquireDataDirLock(dir)();
  });
});

describe('openDatabase on a PGlite folder', () => {
  it('refuses a folder another process holds before PGlite creates a single file', async () => {
    const pid = other.pid ?? 0;
    writeLock(dir, { pid, startTime: existsSync('/proc') ? startTimeOf(pid) : null });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    expect(existsSync(dir)).toBe(false);
  });
});
