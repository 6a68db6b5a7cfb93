import { isoToAmsterdamDate } from '../../../core/domain/amsterdamTime';
import { normaliseSearchTerm } from '../../../core/domain/insightBuckets';
import type { Db } from '../../db/client';
import { type PageViewFact, type SearchFact, upsertPageViewFacts, upsertSearchFacts } from './queriesFacts';

/**
 * Searches and page views are counted in memory per server instance and written every FLUSH_MS as ONE upsert
 * per table (adding to the day's row), so a busy search page costs no write per request and several instances
 * add up instead of overwriting. The price: a crash loses at most the last few seconds of counts; a normal
 * shutdown flushes (insightsRoutes' onClose). The admin's analytics call flushes its own instance first.
 */
export const FLUSH_MS = 5_000;
/**
 * Distinct search terms one instance keeps between two flushes. Visitors type far fewer in 5 seconds; beyond it
 * a new term is not counted (a script flooding the search), terms already waiting still are.
 */
export const MAX_PENDING_TERMS = 2_000;

type Buffer = {
  searches: Map<string, SearchFact>;
  pageViews: Map<string, PageViewFact>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
};

/** One buffer per database (each test app and each instance has its own). */
const buffers = new WeakMap<Db, Buffer>();

const bufferOf = (db: Db): Buffer => {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = { searches: new Map(), pageViews: new Map(), timer: null, flushing: null };
    buffers.set(db, buffer);
  }
  return buffer;
};

type FailureLog = (err: unknown) => void;
let onFailure: FailureLog = () => {};
/** Where a failed write is reported (the app's logger); counting never fails a request. */
export const setFactFailureLog = (log: FailureLog): void => {
  onFailure = log;
};

const schedule = (db: Db, buffer: Buffer): void => {
  if (buffer.timer) return;
  buffer.timer = setTimeout(() => {
    buffer.timer = null;
    void flushFacts(db);
  }, FLUSH_MS);
  buffer.timer.unref();
};

/**
 * Count one public event search (issue 16): the Amsterdam day, the normalised term (empty terms are not
 * searches) and whether it found nothing. Synchronous and in memory.
 */
export const recordSearch = (db: Db, q: string | null | undefined, total: number, now = new Date()): void => {
  const term = normaliseSearchTerm(q ?? '');
  if (term === '') return;
  const day = isoToAmsterdamDate(now.toISOString());
  const buffer = bufferOf(db);
  const key = `${day}\u0000${term}`;
  const waiting = buffer.searches.get(key);
  if (!waiting && buffer.searches.size >= MAX_PENDING_TERMS) return;
  const fact = waiting ?? { day, term, searches: 0, zeroResults: 0 };
  fact.searches += 1;
  if (total === 0) fact.zeroResults += 1;
  buffer.searches.set(key, fact);
  schedule(db, buffer);
};

/** Count one page view of a screen (a key of core/domain/screens, checked by the caller). */
export const recordPageView = (db: Db, screen: string, now = new Date()): void => {
  const day = isoToAmsterdamDate(now.toISOString());
  const buffer = bufferOf(db);
  const key = `${day}\u0000${screen}`;
  const fact = buffer.pageViews.get(key) ?? { day, screen, views: 0 };
  fact.views += 1;
  buffer.pageViews.set(key, fact);
  schedule(db, buffer);
};

/** Write what this instance counted so far (a no-op when nothing is waiting). Never throws. */
export const flushFacts = async (db: Db): Promise<void> => {
  const buffer = buffers.get(db);
  if (!buffer) return;
  // One flush at a time: a second caller waits for the running one, then writes what came in meanwhile.
  if (buffer.flushing) await buffer.flushing;
  if (buffer.searches.size === 0 && buffer.pageViews.size === 0) return;
  const searches = [...buffer.searches.values()];
  const pageViews = [...buffer.pageViews.values()];
  buffer.searches = new Map();
  buffer.pageViews = new Map();
  if (buffer.timer) {
    clearTimeout(buffer.timer);
    buffer.timer = null;
  }
  buffer.flushing = (async () => {
    // Each table on its own: a failed search write does not cost the page views.
    try {
      await upsertSearchFacts(db, searches).catch(onFailure);
      await upsertPageViewFacts(db, pageViews).catch(onFailure);
    } finally {
      buffer.flushing = null;
    }
  })();
  await buffer.flushing;
};
