import { AppError } from '../../../core/errors';
import {
  TEST_DATA_EMAIL_DOMAIN,
  TEST_DATA_KINDS,
  TEST_DATA_MAX,
  type TestDataKind,
} from '../../../core/domain/testData';
import type {
  TestDataCounts,
  TestDataOverview,
  TestDataRunBody,
  TestDataRunDto,
  TestDataRunPage,
} from '../../../core/schemas/testData';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { testDataPolicy } from './policy';
import { presentRun, presentTally } from './presenter';
import {
  countPresent,
  countRuns,
  failStaleRuns,
  requestCancel,
  selectActiveRun,
  selectRun,
  selectRunPage,
  selectSampleEvents,
  startRun,
} from './queries';
import { INTERRUPTED_MESSAGE, type TestDataRunner } from './runner';

export const TEST_DATA_PAGE_SIZE = 10;
/** A run without a heartbeat for this long lost its process (restart, crash). */
export const STALE_AFTER_MS = 90_000;

export type TestDataDeps = { db: Db; config: Pick<Config, 'isProduction'>; runner: TestDataRunner };

/** Admins only, and never in production (403 test_data_production, which the screen explains). */
const guard = (deps: TestDataDeps, actor: Actor): void => {
  ensure(testDataPolicy.manage(actor), 'admin_only');
  ensure(testDataPolicy.available(deps.config), 'test_data_production');
};

const sum = (tally: Record<TestDataKind, number>): number =>
  TEST_DATA_KINDS.reduce((s, k) => s + tally[k], 0);

/** What exists now, the run in progress and a few generated events to look up on /events. */
export const testDataOverview = async (deps: TestDataDeps, actor: Actor): Promise<TestDataOverview> => {
  guard(deps, actor);
  const [present, active, samples] = await Promise.all([
    countPresent(deps.db),
    selectActiveRun(deps.db),
    selectSampleEvents(deps.db, 5),
  ]);
  return {
    present: presentTally(present),
    activeRun: active ? presentRun(active) : null,
    sampleEvents: samples,
    emailDomain: TEST_DATA_EMAIL_DOMAIN,
    max: presentTally(TEST_DATA_MAX),
  };
};

export const listTestDataRuns = async (
  deps: TestDataDeps,
  actor: Actor,
  page: number,
): Promise<TestDataRunPage> => {
  guard(deps, actor);
  const [rows, total] = await Promise.all([
    selectRunPage(deps.db, TEST_DATA_PAGE_SIZE, (page - 1) * TEST_DATA_PAGE_SIZE),
    countRuns(deps.db),
  ]);
  return { items: rows.map(presentRun), total, page, pageSize: TEST_DATA_PAGE_SIZE };
};

export const getTestDataRun = async (
  deps: TestDataDeps,
  actor: Actor,
  runId: string,
): Promise<TestDataRunDto> => {
  guard(deps, actor);
  const row = await selectRun(deps.db, runId);
  if (!row) throw new AppError('test_data_run_not_found');
  return presentRun(row);
};

/**
 * What a generate run really makes: events need generated organisations and forum activity generated members,
 * so when none exist and none are asked, a few are added (one organisation per 40 events, at most 50; 10
 * members).
 */
export const effectiveCounts = (
  asked: TestDataCounts,
  present: Record<TestDataKind, number>,
): TestDataCounts => {
  const counts = { ...asked };
  if (counts.events > 0 && counts.organizations === 0 && present.organizations === 0)
    counts.organizations = Math.min(50, Math.max(1, Math.ceil(counts.events / 40)));
  if (counts.topics + counts.posts + counts.votes > 0 && counts.members === 0 && present.members === 0)
    counts.members = 10;
  return counts;
};

/**
 * Start generating or removing in the background: the run row ('running') and its audit entry
 * ('test_data.generate' / 'test_data.remove' with the counts) commit together; a second run while one is active
 * is refused (409 test_data_busy). The answer is the run; its progress is polled.
 */
export const startTestDataRun = async (
  deps: TestDataDeps,
  actor: Actor,
  body: TestDataRunBody,
  ip: string,
): Promise<TestDataRunDto> => {
  guard(deps, actor);
  const present = await countPresent(deps.db);
  const counts = body.action === 'generate' ? effectiveCounts(body.counts, present) : present;
  const total = sum(counts);
  const runId = await startRun(deps.db, {
    action: body.action,
    options: body.action === 'generate' ? { counts } : {},
    total,
    requestedBy: actor.userId,
    audit: { actorId: actor.userId, action: `test_data.${body.action}`, data: { counts }, ip },
  });
  if (!runId) throw new AppError('test_data_busy');
  deps.runner.start(
    body.action === 'generate'
      ? { runId, action: 'generate', counts, total }
      : { runId, action: 'remove', total },
  );
  return getTestDataRun(deps, actor, runId);
};

/** Ask the run to stop at its next batch (what it wrote so far stays; 'remove' deletes it). */
export const cancelTestDataRun = async (
  deps: TestDataDeps,
  actor: Actor,
  runId: string,
): Promise<TestDataRunDto> => {
  guard(deps, actor);
  const row = await selectRun(deps.db, runId);
  if (!row) throw new AppError('test_data_run_not_found');
  await requestCancel(deps.db, runId);
  return getTestDataRun(deps, actor, runId);
};

/** Runs whose process stopped without finishing them (no heartbeat for 90 s): failed, never 'running' for ever. */
export const failInterruptedRuns = (db: Db, now: Date): Promise<number> =>
  failStaleRuns(db, new Date(now.getTime() - STALE_AFTER_MS), INTERRUPTED_MESSAGE);
