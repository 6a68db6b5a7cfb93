import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryTreeResponse } from '../../../core/schemas/categories';
import { type TestApp, anotherHandle, createTestApp } from '../../test/app';
import { daysFromNow, insertCategory, insertEvent } from '../../test/fixtures';
import { CATEGORY_TREE_TTL_MS, getCachedCategoryTree } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const dans = await insertCategory(db, {
    slug: 'dans',
    name: 'Dans',
    isMain: true,
    showGeneralSubtypes: true,
  });
  const workshop = await insertCategory(db, {
    slug: 'workshoptraining',
    name: 'Workshop & training',
    isMain: true,
  });
  await insertCategory(db, { slug: 'event', name: 'Event', isMain: true });
  await insertCategory(db, { slug: 'online', name: 'Online', isMain: true, isActive: false });
  const ecstatic = await insertCategory(db, {
    slug: 'ecstatic-dance',
    name: 'Ecstatic dance',
    parents: ['dans'],
  });
  const biodanza = await insertCategory(db, {
    slug: 'biodanza',
    name: 'Biodanza',
    parents: ['dans'],
    sortOrder: -1,
  });
  const meetup = await insertCategory(db, { slug: 'meetup', name: 'Meetup', parents: ['event'] });
  await insertCategory(db, { slug: 'oud', name: 'Oud subtype', parents: ['dans'], isActive: false });
  await insertCategory(db, { slug: 'adem', name: 'Ademwerk', parents: ['workshoptraining'] });

  // Counted: published upcoming events linked by main type, subtype or mapping (once each).
  await insertEvent(db, { mainTypeId: dans.id, subTypeId: ecstatic.id, categoryIds: [ecstatic.id, dans.id] });
  await insertEvent(db, { categoryIds: [dans.id, biodanza.id] });
  await insertEvent(db, { mainTypeId: workshop.id, categoryIds: [meetup.id] });
  // Not counted.
  await insertEvent(db, { mainTypeId: dans.id, status: 'draft' });
  await insertEvent(db, { mainTypeId: dans.id, deletedAt: new Date() });
  await insertEvent(db, { mainTypeId: dans.id, startDate: daysFromNow(-3) });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/categories', () => {
  it('returns the active main types by name with their subtypes and upcoming event counts', async () => {
    const res = await t.app.inject({ url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<CategoryTreeResponse>();

    expect(items.map((c) => c.slug)).toEqual(['dans', 'event', 'workshoptraining']);
    const dans = items.find((c) => c.slug === 'dans');
    expect(dans).toMatchObject({ name: 'Dans', eventCount: 2, showGeneralSubtypes: true, iconUrl: null });
    // Own subtypes plus the general 'event' subtypes (show_general_subtypes); inactive ones left out.
    expect(dans?.subtypes.map((s) => [s.slug, s.eventCount])).toEqual([
      ['biodanza', 1],
      ['ecstatic-dance', 1],
      ['meetup', 1],
    ]);

    const workshop = items.find((c) => c.slug === 'workshoptraining');
    expect(workshop).toMatchObject({ eventCount: 1, showGeneralSubtypes: false });
    expect(workshop?.subtypes.map((s) => s.slug)).toEqual(['adem']);
    expect(items.find((c) => c.slug === 'event')?.subtypes.map((s) => s.slug)).toEqual(['meetup']);
  });

  it('agrees with the event list filter', async () => {
    const tree = (await t.app.inject({ url: '/api/categories' })).json<CategoryTreeResponse>();
    for (const main of tree.items) {
      const list = (await t.app.inject({ url: `/api/events?mainType=${main.slug}` })).json<{
        total: number;
      }>();
      expect(list.total, main.slug).toBe(main.eventCount);
    }
  });
});

describe('category tree cache', () => {
  it('serves the computed tree for a minute, then counts again', async () => {
    // The cache on its own: a Db no app listens for, so no notification drops it.
    const quiet = await anotherHandle(t);
    const start = Date.now();
    const dansCount = (tree: CategoryTreeResponse) => tree.items.find((c) => c.slug === 'dans')?.eventCount;
    const first = await getCachedCategoryTree(quiet.db, start);
    const dans = first.items.find((c) => c.slug === 'dans');
    await insertEvent(t.db, { mainTypeId: dans?.id ?? null });
    expect(dansCount(await getCachedCategoryTree(quiet.db, start + CATEGORY_TREE_TTL_MS - 1))).toBe(
      dansCount(first),
    );
    expect(dansCount(await getCachedCategoryTree(quiet.db, start + CATEGORY_TREE_TTL_MS))).toBe(
      (dansCount(first) ?? 0) + 1,
    );
    await quiet.close();
  });
});
