import {
  TEST_DATA_KINDS,
  TEST_DATA_RUN_STATUSES,
  type TestDataKind,
  type TestDataRunStatus,
  runPercent,
} from '../../../core/domain/testData';
import type { TestDataRunDto, TestDataTally } from '../../../core/schemas/testData';
import type { RunRow } from './queries';

/** Every kind with a number (0 when the record has none). */
export const presentTally = (record: Record<string, unknown> | null | undefined): TestDataTally =>
  Object.fromEntries(
    TEST_DATA_KINDS.map((k: TestDataKind) => [k, Number(record?.[k] ?? 0) || 0]),
  ) as TestDataTally;

const statusOf = (status: string): TestDataRunStatus =>
  (TEST_DATA_RUN_STATUSES as readonly string[]).includes(status) ? (status as TestDataRunStatus) : 'failed';

export const presentRun = (row: RunRow): TestDataRunDto => {
  const status = statusOf(row.status);
  return {
    id: row.id,
    action: row.action === 'remove' ? 'remove' : 'generate',
    status,
    requested: presentTally(row.options.counts as Record<string, unknown> | undefined),
    counts: presentTally(row.counts),
    done: row.done,
    total: row.total,
    percent: status === 'completed' ? 100 : runPercent(row.done, row.total),
    error: row.error,
    requestedByName: row.requestedByName,
    cancelRequested: row.cancelRequested,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
};
