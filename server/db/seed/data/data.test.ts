import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAIN_EVENT_TYPES } from '../../../../core/domain/categories';
import {
  buildForumTopics,
  buildHelpArticles,
  CITIES,
  COUNTRY_BOUNDS,
  DEFAULT_EVENT_COUNT,
  DEFAULT_MEMBER_COUNT,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  FORUM_CATEGORIES,
  generateEvents,
  generateMembers,
  generateReviews,
  isPublicUpcoming,
  MAIN_CATEGORIES,
  ORGANIZATIONS,
  PLAN_CATALOG,
  PROFESSIONALS,
  ROADMAP_ITEMS,
  SPEAKERS,
  SUB_CATEGORIES,
  VENUES,
  type EventKind,
} from './index';

const NOW = new Date('2026-11-21T10:00:00Z');
const DAY = 86_400_000;

const inNlOrBe = (lat: number, lng: number): boolean =>
  Object.values(COUNTRY_BOUNDS).some(
    (b) => lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east,
  );

const expectUnique = (values: readonly string[]): void => {
  expect(new Set(values).size).toBe(values.length);
};

describe('seed data', () => {
  const events = generateEvents({ count: DEFAULT_EVENT_COUNT, now: NOW });
  const members = generateMembers({ count: DEFAULT_MEMBER_COUNT, now: NOW });

  it('is deterministic', () => {
    expect(generateEvents({ count: DEFAULT_EVENT_COUNT, now: NOW })).toEqual(events);
    expect(generateMembers({ count: DEFAULT_MEMBER_COUNT, now: NOW })).toEqual(members);
    expect(buildForumTopics(NOW)).toEqual(buildForumTopics(NOW));
    const reviewOpts = { now: NOW, organizations: 34, venues: 22, professionals: 42, members: 120 };
    expect(generateReviews(reviewOpts)).toEqual(generateReviews(reviewOpts));
    // Event i does not depend on how many events are generated.
    expect(generateEvents({ count: 50, now: NOW })).toEqual(events.slice(0, 50));
  });

  it('has the required volumes', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(40);
    expect(events.length).toBeGreaterThanOrEqual(300);
    const upcoming = events.filter((e) => isPublicUpcoming(e, NOW));
    expect(upcoming.length).toBeGreaterThanOrEqual(300);
    expect(new Set(upcoming.filter((e) => !e.isOnline).map((e) => e.city)).size).toBeGreaterThanOrEqual(25);
    expect(ORGANIZATIONS.length).toBeGreaterThanOrEqual(30);
    expect(ORGANIZATIONS.filter((o) => o.isPremium).length).toBeGreaterThanOrEqual(5);
    expect(VENUES.length).toBeGreaterThanOrEqual(20);
    expect(PROFESSIONALS.length).toBeGreaterThanOrEqual(40);
    expect(members.length).toBeGreaterThanOrEqual(100);
    expect(buildHelpArticles(NOW).length).toBeGreaterThanOrEqual(20);
    expect(buildForumTopics(NOW).length).toBeGreaterThanOrEqual(30);
    expect(ROADMAP_ITEMS.length).toBeGreaterThanOrEqual(12);
  });

  it('uses unique names and slugs', () => {
    expectUnique(events.map((e) => e.slug));
    expectUnique(events.map((e) => e.title));
    expectUnique(events.map((e) => e.id));
    expectUnique(ORGANIZATIONS.map((o) => o.slug));
    expectUnique(VENUES.map((v) => v.slug));
    expectUnique(PROFESSIONALS.map((p) => p.slug));
    const categories = [...MAIN_CATEGORIES, ...SUB_CATEGORIES];
    expectUnique(categories.map((c) => c.slug));
    expectUnique(categories.map((c) => c.name));
    expectUnique(FORUM_CATEGORIES.map((c) => c.slug));
    expectUnique(buildForumTopics(NOW).map((t) => t.slug));
    expectUnique(buildHelpArticles(NOW).map((a) => a.slug));
    expectUnique([...members.map((m) => m.username), ...DEMO_ACCOUNTS.map((a) => a.username)]);
    expectUnique([...members.map((m) => m.email), ...DEMO_ACCOUNTS.map((a) => a.email)]);
    expectUnique(PLAN_CATALOG.map((p) => p.id));
  });

  it('keeps unique titles and slugs at benchmark volume', () => {
    const many = generateEvents({ count: 5000, now: NOW });
    expectUnique(many.map((e) => e.title));
    expectUnique(many.map((e) => e.slug));
  });

  it('places everything inside the Netherlands or Belgium', () => {
    for (const c of CITIES) expect(inNlOrBe(c.lat, c.lng), c.name).toBe(true);
    for (const v of VENUES) expect(inNlOrBe(v.latitude, v.longitude), v.name).toBe(true);
    for (const p of PROFESSIONALS) expect(inNlOrBe(p.latitude, p.longitude), p.businessName).toBe(true);
    for (const e of events) {
      if (e.isOnline) {
        expect(e.city).toBe('Online');
        expect(e.latitude).toBeNull();
        expect(e.longitude).toBeNull();
      } else {
        expect(inNlOrBe(e.latitude ?? 0, e.longitude ?? 0), e.title).toBe(true);
      }
    }
  });

  it('mixes every kind of event', () => {
    const kinds = new Set<EventKind>(events.flatMap((e) => e.kinds));
    for (const k of [
      'free',
      'single_ticket',
      'multi_ticket',
      'recurring',
      'multi_day',
      'speakers',
      'online',
      'premium_organizer',
    ] as const) {
      expect(kinds.has(k), k).toBe(true);
    }
    const published = events.filter((e) => e.status === 'published');
    expect(published.some((e) => e.price === 0 && e.tickets.length === 0)).toBe(true);
    expect(published.some((e) => e.tickets.length >= 3 && e.tickets.some((t) => !t.isActive))).toBe(true);
    expect(published.some((e) => e.recurrence !== null && e.occurrences.length > 1)).toBe(true);
    expect(published.some((e) => e.sessions.length > 1 && e.speakerKeys.length > 1)).toBe(true);
    expect(events.some((e) => e.status === 'draft' && e.publishedAt === null)).toBe(true);
    expect(events.some((e) => e.status === 'cancelled')).toBe(true);
    expect(events.some((e) => e.status === 'expired' && e.startDate < NOW)).toBe(true);
    expect(events.some((e) => e.status === 'trashed' && e.deletedAt !== null)).toBe(true);
    const special = events.filter((e) => e.status !== 'published').length / events.length;
    expect(special).toBeGreaterThan(0.05);
    expect(special).toBeLessThan(0.15);
    for (const main of MAIN_EVENT_TYPES)
      expect(
        published.some((e) => e.mainType === main),
        main,
      ).toBe(true);
  });

  it('produces consistent events', () => {
    const parents = new Map(SUB_CATEGORIES.map((s) => [s.slug, s.parents]));
    for (const e of events) {
      expect(e.endDate.getTime()).toBeGreaterThan(e.startDate.getTime());
      expect(e.price).toBeGreaterThanOrEqual(0);
      expect(e.maxParticipants).toBeGreaterThan(0);
      expect(e.subTypes.length).toBeGreaterThanOrEqual(1);
      expect(e.subTypes.length).toBeLessThanOrEqual(2);
      for (const s of e.subTypes)
        expect(parents.get(s)?.includes(e.mainType), `${s} under ${e.mainType}`).toBe(true);
      for (const t of e.tickets) expect(t.price).toBeGreaterThanOrEqual(0);
      if (e.tickets.length > 0)
        expect(e.price).toBe(Math.min(...e.tickets.filter((t) => t.isActive).map((t) => t.price)));
      for (const k of e.speakerKeys) expect(SPEAKERS[k]).toBeDefined();
      if (e.status !== 'expired') {
        expect(e.startDate.getTime()).toBeGreaterThan(NOW.getTime());
        expect(e.startDate.getTime()).toBeLessThan(NOW.getTime() + 366 * DAY);
      }
      expect(e.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(e.slug).toMatch(new RegExp(`-${e.id.slice(0, 8)}$`));
    }
  });

  it('gives every profile what its page needs', () => {
    for (const v of VENUES) {
      expect(v.galleryImages.length).toBeGreaterThanOrEqual(3);
      expect(v.maxCapacity).toBeGreaterThan(0);
      expect(v.dailyRate).toBeGreaterThan(0);
      expect(v.amenities.length).toBeGreaterThan(0);
    }
    for (const p of PROFESSIONALS) {
      expect(p.services.length).toBeGreaterThanOrEqual(1);
      expect(p.services.length).toBeLessThanOrEqual(4);
    }
    for (const o of ORGANIZATIONS) {
      expect(o.websiteUrl).toMatch(/^https:\/\/[a-z0-9-]+\.kring\.test$/);
      expect(o.description.split('. ').length).toBeGreaterThanOrEqual(2);
    }
    for (const t of buildForumTopics(NOW)) {
      expect(t.posts.length).toBeGreaterThanOrEqual(1);
      expect(t.posts.length).toBeLessThanOrEqual(8);
    }
    const reviews = generateReviews({
      now: NOW,
      organizations: ORGANIZATIONS.length,
      venues: VENUES.length,
      professionals: PROFESSIONALS.length,
      members: members.length,
    });
    expect(reviews.every((r) => r.rating >= 3 && r.rating <= 5)).toBe(true);
    expect(reviews.some((r) => r.reply !== null)).toBe(true);
  });

  it('defines the demo accounts against existing profiles', () => {
    expect(DEMO_PASSWORD).toBe('kring-demo-2026');
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(
      ['admin', 'deelnemer', 'locatie', 'multi', 'organisatie', 'organisatie-premium', 'professional']
        .map((k) => `${k}@demo.kring.test`)
        .sort(),
    );
    for (const a of DEMO_ACCOUNTS) {
      if (a.owns.organization) expect(ORGANIZATIONS.some((o) => o.slug === a.owns.organization)).toBe(true);
      if (a.owns.professional) expect(PROFESSIONALS.some((p) => p.slug === a.owns.professional)).toBe(true);
      if (a.owns.venue) expect(VENUES.some((v) => v.slug === a.owns.venue)).toBe(true);
      expect(PLAN_CATALOG.some((p) => p.id === a.subscription.planId)).toBe(true);
    }
    const multi = DEMO_ACCOUNTS.find((a) => a.key === 'multi');
    expect(
      multi?.owns.organization && multi.owns.professional && multi.owns.venue && multi.teamOf,
    ).toBeTruthy();
    expect(ORGANIZATIONS.find((o) => o.slug === 'zielsgeluk-retreats')?.isPremium).toBe(true);
  });

  it('references only generated images that exist', () => {
    const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));
    const paths = new Set<string>([
      ...events.map((e) => e.imageUrl),
      ...ORGANIZATIONS.flatMap((o) => [o.logoUrl, o.coverImageUrl, ...o.galleryImages]),
      ...VENUES.flatMap((v) => [v.profileImageUrl, v.coverImageUrl, v.ownerAvatar, ...v.galleryImages]),
      ...PROFESSIONALS.map((p) => p.profileImageUrl),
      ...members.flatMap((m) => (m.avatarUrl ? [m.avatarUrl] : [])),
    ]);
    for (const p of paths) {
      expect(p).toMatch(/^\/media\/seed\/(events|venues|avatars)\/\d\d\.webp$/);
      expect(existsSync(`${publicDir}${p}`), p).toBe(true);
    }
  });
});
