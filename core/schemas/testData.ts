import { z } from 'zod';
import {
  TEST_DATA_KINDS,
  TEST_DATA_MAX,
  TEST_DATA_RUN_STATUSES,
  type TestDataKind,
} from '../domain/testData';
import { paged } from './common';

/**
 * /admin/test-data (issue 16): generate or remove extra demo data in the background, one run at a time.
 *
 * Endpoints (server/modules/testData; admin only, refused in production with 'test_data_production'):
 *   GET  /api/admin/test-data                  → TestDataOverview (what exists now, the active run, examples)
 *   GET  /api/admin/test-data/runs?page=       → TestDataRunPage (history, newest first)
 *   GET  /api/admin/test-data/runs/:runId      → TestDataRunDto (progress; the screen polls it every second)
 *   POST /api/admin/test-data/runs             TestDataRunBody → TestDataRunDto (202)
 *   POST /api/admin/test-data/runs/:runId/cancel → TestDataRunDto
 */

const count = (kind: TestDataKind) =>
  z.coerce
    .number({ message: 'Vul een aantal in.' })
    .int('Vul een heel getal in.')
    .min(0, 'Vul 0 of meer in.')
    .max(TEST_DATA_MAX[kind], `Maximaal ${TEST_DATA_MAX[kind]} per keer.`)
    .default(0);

export const TestDataCounts = z.object({
  organizations: count('organizations'),
  venues: count('venues'),
  professionals: count('professionals'),
  members: count('members'),
  events: count('events'),
  topics: count('topics'),
  posts: count('posts'),
  votes: count('votes'),
});
export type TestDataCounts = z.infer<typeof TestDataCounts>;

export const TestDataRunBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('generate'),
    counts: TestDataCounts.refine((c) => TEST_DATA_KINDS.some((k) => c[k] > 0), {
      message: 'Kies bij minstens één soort een aantal groter dan 0.',
    }),
  }),
  z.object({ action: z.literal('remove') }),
]);
export type TestDataRunBody = z.infer<typeof TestDataRunBody>;

/** Numbers per kind (requested, done so far, or present now); kinds without a number are 0. */
export const TestDataTally = z.object(
  Object.fromEntries(TEST_DATA_KINDS.map((k) => [k, z.number().int()])) as Record<TestDataKind, z.ZodNumber>,
);
export type TestDataTally = z.infer<typeof TestDataTally>;

export const TestDataRunDto = z.object({
  id: z.string().uuid(),
  action: z.enum(['generate', 'remove']),
  status: z.enum(TEST_DATA_RUN_STATUSES),
  /** What was asked (generate); zeros for remove. */
  requested: TestDataTally,
  /** What was written (generate) or deleted (remove) so far. */
  counts: TestDataTally,
  done: z.number().int(),
  total: z.number().int(),
  /** 0..100 */
  percent: z.number().int(),
  error: z.string().nullable(),
  requestedByName: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TestDataRunDto = z.infer<typeof TestDataRunDto>;

export const TestDataRunPage = paged(TestDataRunDto);
export type TestDataRunPage = z.infer<typeof TestDataRunPage>;

export const TestDataOverview = z.object({
  /** Test data present now, per kind (what 'remove' would delete). */
  present: TestDataTally,
  /** The run in progress, if any (only one at a time). */
  activeRun: TestDataRunDto.nullable(),
  /** A few published upcoming generated events, newest first: to find them on /events. */
  sampleEvents: z.array(z.object({ id: z.string().uuid(), title: z.string(), slug: z.string() })),
  /** The marker e-mail domain of generated accounts. */
  emailDomain: z.string(),
  max: TestDataTally,
});
export type TestDataOverview = z.infer<typeof TestDataOverview>;

export const TestDataRunParams = z.object({ runId: z.string().uuid() });
