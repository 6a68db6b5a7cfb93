import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SAVE_MESSAGES } from '../../../core/schemas/favorites';
import { professionals, venueProfiles } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { openTopicStream } from '../../test/sse';

let t: TestApp;
let participant: string;
let organiser: string;
let venueId: string;
let professionalId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  participant = await signInAs(t, 'deelnemer@demo.kring.test', DEMO_PASSWORD);
  organiser = await signInAs(t, 'organisatie@demo.kring.test', DEMO_PASSWORD);
  const [venue] = await t.db.select({ id: venueProfiles.id }).from(venueProfiles).limit(1);
  const [pro] = await t.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.status, 'published'))
    .limit(1);
  if (!venue || !pro) throw new Error('the seed has no venue or professional');
  venueId = venue.id;
  professionalId = pro.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const countOf = async (kind: 'venue' | 'professional', id: string) =>
  kind === 'venue'
    ? (
        await t.db.select({ n: venueProfiles.savedCount }).from(venueProfiles).where(eq(venueProfiles.id, id))
      )[0]?.n
    : (
        await t.db.select({ n: professionals.savedCount }).from(professionals).where(eq(professionals.id, id))
      )[0]?.n;

const CASES = [
  { kind: 'venue', path: 'venues', id: () => venueId, missing: 'venue_not_found' },
  {
    kind: 'professional',
    path: 'professionals',
    id: () => professionalId,
    missing: 'professional_not_found',
  },
] as const;

describe.each(CASES)('saving a $kind', ({ kind, path, id, missing }) => {
  const url = () => `/api/me/favorites/${path}/${id()}`;

  it('refuses visitors in Dutch', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: url() });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'favorite_login_required',
        message: PROFILE_SAVE_MESSAGES[kind].login,
      });
    }
  });

  it('saves idempotently; saved_count follows through the trigger; lists and ids answer', async () => {
    await callAs(t, participant, 'DELETE', url());
    const before = (await countOf(kind, id()))!;
    const both = await Promise.all([
      callAs(t, participant, 'PUT', url()),
      callAs(t, participant, 'PUT', url()),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[1]!.json()).toMatchObject({
      kind,
      id: id(),
      saved: true,
      message: PROFILE_SAVE_MESSAGES[kind].added,
    });
    expect(await countOf(kind, id())).toBe(before + 1);

    const list = await callAs(t, participant, 'GET', `/api/me/favorites/${path}?pageSize=5`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ kind, id: id(), savedCount: before + 1 });
    expect(list.json().items[0].href).toMatch(new RegExp(`^/${path}/`));
    const ids = await callAs(t, participant, 'GET', `/api/me/favorites/${path}/ids?ids=${id()}`);
    expect(ids.json().ids).toEqual([id()]);
    const other = await callAs(t, organiser, 'GET', `/api/me/favorites/${path}/ids?ids=${id()}`);
    expect(other.json().ids).toEqual([]);

    const removed = await callAs(t, participant, 'DELETE', url());
    expect(removed.json()).toMatchObject({
      saved: false,
      savedCount: before,
      message: PROFILE_SAVE_MESSAGES[kind].removed,
    });
    const again = await callAs(t, participant, 'DELETE', url());
    expect(again.json()).toMatchObject({ saved: false, savedCount: before });
    expect(await countOf(kind, id())).toBe(before);
  });

  it('answers unknown ids with 404 and bad ids with 400', async () => {
    const unknown = await callAs(
      t,
      participant,
      'PUT',
      `/api/me/favorites/${path}/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(missing);
    expect((await callAs(t, participant, 'PUT', `/api/me/favorites/${path}/nope`)).statusCode).toBe(400);
  });

  it('streams the saved count live', async () => {
    const before = (await countOf(kind, id()))!;
    const field = kind === 'venue' ? 'venueSavedCounts' : 'professionalSavedCounts';
    const stream = await openTopicStream(t, { [field]: [id(), '00000000-0000-4000-8000-000000000000'] });
    expect(stream.status).toBe(200);
    const counts = () => stream.values('profile-saved-count');
    await stream.until(() => counts().length === 1);
    expect(counts()[0]).toEqual({ kind, id: id(), count: before });
    await callAs(t, organiser, 'PUT', url());
    await stream.until(() => counts().length === 2);
    expect(counts()[1]).toEqual({ kind, id: id(), count: before + 1 });
    await callAs(t, organiser, 'DELETE', url());
    await stream.until(() => counts().length === 3);
    expect(counts()[2]).toEqual({ kind, id: id(), count: before });
    stream.close();
  });
});
