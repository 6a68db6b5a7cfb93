/**
 * /admin/test-data (issue 16): extra demo data on non-production instances. Everything a run generates is
 * recognisable by one marker: every account it makes (members and profile owners) has an e-mail address at
 * TEST_DATA_EMAIL_DOMAIN. Profiles belong to such an account, events to such an organisation, forum topics,
 * posts and votes to such a member; 'remove' deletes exactly that, never the demo seed or real data.
 */
export const TEST_DATA_EMAIL_DOMAIN = 'testdata.kring.test';

/** The kinds a run generates, in the order it generates them (profiles before events, members before forum). */
export const TEST_DATA_KINDS = [
  'organizations',
  'venues',
  'professionals',
  'members',
  'events',
  'topics',
  'posts',
  'votes',
] as const;
export type TestDataKind = (typeof TEST_DATA_KINDS)[number];

/** The most of each kind one run may generate (spec §9 spirit: big enough for volume, small enough for a run). */
export const TEST_DATA_MAX: Record<TestDataKind, number> = {
  organizations: 500,
  venues: 500,
  professionals: 500,
  members: 2000,
  events: 2000,
  topics: 500,
  posts: 2000,
  votes: 5000,
};

export const TEST_DATA_RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type TestDataRunStatus = (typeof TEST_DATA_RUN_STATUSES)[number];

/** A run that has not finished yet. */
export const isActiveRun = (status: string): boolean => status === 'queued' || status === 'running';

/** Progress of a run in whole percent (0 while nothing is known, 100 when done equals total). */
export const runPercent = (done: number, total: number): number =>
  total <= 0 ? 0 : Math.min(100, Math.floor((done / total) * 100));
