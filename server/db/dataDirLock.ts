import { linkSync, mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * One process per PGlite folder. PGlite has no lock of its own: a second process on the same folder opened
 * the database beside the running server and corrupted it (wrong rows, a deleted WAL file). Before PGlite
 * opens a folder we create `<folder>.lock` exclusively, holding our pid and its start time; a lock whose
 * process is gone (crash, kill -9, a restarted container that reused the pid) is taken over.
 */

type LockOwner = { pid: number; startTime: string | null; startedAt?: string };

/** The folder is in use by a live process: nothing was opened or changed. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(lockedMessage(dir, pid));
    this.name = 'DataDirLockedError';
  }
}

/** Dutch first, English second: this is read by whoever typed `npm start` or `npm run seed`. */
export const lockedMessage = (dir: string, pid: number): string =>
  [
    `De datamap ${resolve(dir)} is al in gebruik door een ander Kring-proces (pid ${pid}).`,
    'Stop dat proces eerst, of kies een andere DATA_DIR. Er is niets geopend of gewijzigd.',
    `The data folder ${resolve(dir)} is already in use by another Kring process (pid ${pid}).`,
    'Stop that process first, or choose another DATA_DIR. Nothing was opened or changed.',
  ].join('\n');

/** `<folder>.lock` beside the folder, by its real path: a folder reached through a symlink has one lock too. */
export const lockFileOf = (dir: string): string => {
  let folder = resolve(dir);
  try {
    folder = realpathSync(folder);
  } catch {
    // Not created yet: the path as given (a symlink would exist already).
  }
  return `${folder}.lock`;
};

/** Locks this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

/** Linux: the process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); null elsewhere. */
const startTimeOf = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count fields after its closing ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = (file: string): LockOwner | null => {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || !Number.isInteger(owner.pid) || owner.pid <= 0) return null;
    return { pid: owner.pid, startTime: typeof owner.startTime === 'string' ? owner.startTime : null };
  } catch {
    return null;
  }
};

/** Whether the lock's owner still runs: same pid and, where the system tells, the same start time. */
const ownerRuns = (file: string, owner: LockOwner): boolean => {
  if (owner.pid === process.pid) return held.has(file);
  if (!isAlive(owner.pid)) return false;
  const now = startTimeOf(owner.pid);
  return owner.startTime === null || now === null || now === owner.startTime;
};

/** The pid of the live process holding `dir`, or null when it is free (no lock, or a stale one). */
export const dataDirLockHolder = (dir: string): number | null => {
  const file = lockFileOf(dir);
  const owner = readOwner(file);
  // No file, or one without a readable owner (the lock is written whole, so that is damage): free.
  return owner && ownerRuns(file, owner) ? owner.pid : null;
};

const removeIfExists = (file: string): void => {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
};

/**
 * Create `file` with `content` only if it does not exist. Written to a private file first and hard-linked
 * into place, so the lock never exists half-written; false when it exists already.
 */
const createExclusive = (file: string, content: string): boolean => {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content, { mode: 0o644 });
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    removeIfExists(tmp);
  }
};

/**
 * Take the lock on a data folder, or throw DataDirLockedError naming the running pid. Returns the release
 * function (idempotent; also run when the process exits without closing the database).
 */
export const acquireDataDirLock = (dir: string): (() => void) => {
  const folder = resolve(dir);
  const file = lockFileOf(folder);
  mkdirSync(dirname(file), { recursive: true });
  const content = JSON.stringify({
    pid: process.pid,
    startTime: startTimeOf(process.pid),
    startedAt: new Date().toISOString(),
  } satisfies LockOwner);

  if (!createExclusive(file, content)) {
    const holder = dataDirLockHolder(folder);
    if (holder !== null) throw new DataDirLockedError(folder, holder);
    takeOverStaleLock(folder, file, content);
  }
  held.add(file);

  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    held.delete(file);
    process.removeListener('exit', release);
    // Only our own lock: never remove one that another process took over meanwhile.
    if (readOwner(file)?.pid === process.pid) removeIfExists(file);
  };
  process.once('exit', release);
  return release;
};

/**
 * Replace a stale lock. Two processes may find the same stale lock: only the one that creates the takeover
 * marker replaces it, the other is refused with the marker's pid.
 */
const takeOverStaleLock = (folder: string, file: string, content: string): void => {
  const marker = `${file}.takeover`;
  if (!createExclusive(marker, JSON.stringify({ pid: process.pid }))) {
    const other = readOwner(marker);
    // A marker whose process is gone was left by a crash in the middle of a takeover: remove it, try again.
    if (other && other.pid !== process.pid && isAlive(other.pid))
      throw new DataDirLockedError(folder, other.pid);
    removeIfExists(marker);
    if (!createExclusive(marker, JSON.stringify({ pid: process.pid }))) {
      throw new DataDirLockedError(folder, readOwner(marker)?.pid ?? readOwner(file)?.pid ?? 0);
    }
  }
  try {
    const holder = dataDirLockHolder(folder);
    if (holder !== null) throw new DataDirLockedError(folder, holder);
    removeIfExists(file);
    if (!createExclusive(file, content)) throw new DataDirLockedError(folder, readOwner(file)?.pid ?? 0);
  } finally {
    removeIfExists(marker);
  }
};
