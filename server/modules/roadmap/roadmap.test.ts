import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRoadmapItemDto, AdminRoadmapList, RoadmapVoteResult } from '../../../core/schemas/roadmap';
import type { RoadmapResponse } from '../../../core/schemas/site';
import { auditLog, roadmapItems, roadmapVotes } from '../../db/schema';
import { ADMIN_EMAIL, PARTICIPANT_EMAIL, createSignedInTestApp } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';

let t: TestApp;
let admin: string;
let participant: string;

beforeAll(async () => {
  ({ t, admin, participant } = await createSignedInTestApp({
    admin: ADMIN_EMAIL,
    participant: PARTICIPANT_EMAIL,
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const item = (extra: Record<string, unknown> = {}) => ({
  title: 'Agenda delen',
  description: 'Je eigen agenda delen met vrienden.',
  status: 'planned',
  category: 'Evenementen',
  targetQuarter: '2027-Q2',
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await callAs(t, admin, 'POST', '/api/admin/roadmap', item(extra));
  expect(res.statusCode).toBe(201);
  return res.json<AdminRoadmapItemDto>();
};
const auditOf = (id: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.targetId, id), eq(auditLog.action, action), eq(auditLog.targetType, 'roadmap_item')),
    );
const publicItem = async (id: string) =>
  (await t.app.inject({ url: '/api/roadmap' })).json<RoadmapResponse>().items.find((i) => i.id === id);
const vote = (cookie: string, id: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  callAs(t, cookie, method, `/api/roadmap/${id}/vote`);

describe('who may do what', () => {
  it('admin endpoints: visitors 401, members 403 (Dutch)', async () => {
    expect((await t.app.inject({ url: '/api/admin/roadmap' })).statusCode).toBe(401);
    const res = await callAs(t, participant, 'POST', '/api/admin/roadmap', item());
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('admin_only');
  });

  it('visitors are asked to log in to vote (401, Dutch)', async () => {
    const { id } = await create({ title: 'Inloggen om te stemmen' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/roadmap/${id}/vote` });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({
      code: 'roadmap_login_required',
      message: 'Log in om te stemmen op de roadmap.',
    });
  });
});

describe('admin: items', () => {
  it('creates at the end of its column, edits, deletes; every write audited with before/after', async () => {
    const first = await create({ title: 'Eerste', status: 'done' });
    const second = await create({ title: 'Tweede', status: 'done' });
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
    expect(await publicItem(first.id)).toMatchObject({ title: 'Eerste', votes: 0, targetQuarter: '2027-Q2' });
    expect((await auditOf(first.id, 'roadmap.create'))[0]?.data).toMatchObject({
      before: null,
      after: { title: 'Eerste', status: 'done' },
    });

    const edited = await callAs(t, admin, 'PATCH', `/api/admin/roadmap/${first.id}`, {
      status: 'in_progress',
      title: 'Eerste, nu bezig',
    });
    expect(edited.statusCode).toBe(200);
    expect((await auditOf(first.id, 'roadmap.update'))[0]?.data).toMatchObject({
      before: { status: 'done', title: 'Eerste' },
      after: { status: 'in_progress', title: 'Eerste, nu bezig' },
    });

    expect((await callAs(t, admin, 'DELETE', `/api/admin/roadmap/${second.id}`)).statusCode).toBe(204);
    expect(await publicItem(second.id)).toBeUndefined();
    expect((await auditOf(second.id, 'roadmap.delete'))[0]?.data).toMatchObject({
      before: { title: 'Tweede' },
      after: null,
    });
    expect((await callAs(t, admin, 'DELETE', `/api/admin/roadmap/${second.id}`)).statusCode).toBe(404);
  });

  it('reorders a column; the public board follows the order', async () => {
    const a = await create({ title: 'Kolom A', status: 'in_progress' });
    const b = await create({ title: 'Kolom B', status: 'in_progress' });
    const res = await callAs(t, admin, 'POST', '/api/admin/roadmap/reorder', {
      status: 'in_progress',
      ids: [b.id, a.id],
    });
    expect(res.statusCode).toBe(200);
    const order = res
      .json<AdminRoadmapList>()
      .items.filter((i) => i.id === a.id || i.id === b.id)
      .map((i) => i.id);
    expect(order).toEqual([b.id, a.id]);
    const board = (await t.app.inject({ url: '/api/roadmap' }))
      .json<RoadmapResponse>()
      .items.map((i) => i.id);
    expect(board.indexOf(b.id)).toBeLessThan(board.indexOf(a.id));
    // Items of another column cannot be mixed in.
    const mixed = await callAs(t, admin, 'POST', '/api/admin/roadmap/reorder', {
      status: 'planned',
      ids: [a.id],
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('validates in Dutch', async () => {
    const res = await callAs(t, admin, 'POST', '/api/admin/roadmap', {
      title: 'x',
      description: 'kort',
      status: 'misschien',
      category: '',
      targetQuarter: 'volgend jaar',
    });
    expect(res.statusCode).toBe(400);
    for (const text of ['minimaal 3 tekens', 'minimaal 10 tekens', 'Kies een status', '2027-Q1']) {
      expect(res.body).toContain(text);
    }
  });
});

describe('votes', () => {
  it('one vote per member: voting twice counts once, withdrawing lowers the count', async () => {
    const { id } = await create({ title: 'Eén stem' });
    const first = await vote(participant, id);
    expect(first.json<RoadmapVoteResult>()).toEqual({ itemId: id, voted: true, votes: 1 });
    expect((await vote(participant, id)).json<RoadmapVoteResult>().votes).toBe(1);
    expect((await callAs(t, participant, 'GET', '/api/roadmap/votes')).json()).toEqual({ itemIds: [id] });
    expect((await publicItem(id))?.votes).toBe(1);

    const withdrawn = await vote(participant, id, 'DELETE');
    expect(withdrawn.json<RoadmapVoteResult>()).toEqual({ itemId: id, voted: false, votes: 0 });
    expect((await vote(participant, id, 'DELETE')).json<RoadmapVoteResult>().votes).toBe(0);
    expect((await callAs(t, participant, 'GET', '/api/roadmap/votes')).json()).toEqual({ itemIds: [] });
    expect((await vote(participant, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('concurrent votes neither double count nor lose a count', async () => {
    const { id } = await create({ title: 'Druk bezocht' });
    const cookies = await Promise.all(
      ['organisatie', 'organisatie-premium', 'professional', 'locatie'].map((name) =>
        signInAs(t, `${name}@demo.kring.test`),
      ),
    );
    // Each member votes three times at once, the participant votes and withdraws at once.
    await Promise.all([
      ...cookies.flatMap((c) => [vote(c, id), vote(c, id), vote(c, id)]),
      vote(participant, id),
    ]);
    const rows = await t.db.select({ n: count() }).from(roadmapVotes).where(eq(roadmapVotes.itemId, id));
    const [kept] = await t.db
      .select({ votes: roadmapItems.votes })
      .from(roadmapItems)
      .where(eq(roadmapItems.id, id));
    expect(rows[0]?.n).toBe(5);
    expect(kept?.votes).toBe(5);
  });
});
