import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EventEditorDto, EventWriteInput } from '../../core/schemas/eventWrite';
import { events, organizationProfiles, venueProfiles } from '../db/schema';
import { callAs } from './http';
import type { TestApp } from './app';

/**
 * Test helpers of the events domain (search, event page, management, import). Signing in and calling as a
 * session are the generic helpers of server/test/http.ts, re-exported rather than copied.
 */
export { callAs, signInAs, multipartFile } from './http';
export { ADMIN_EMAIL } from './accounts';

const DAY_MS = 86_400_000;

/** An ISO moment `days` from now, at a whole hour (with an offset, as the form sends it). */
export const inDays = (days: number, hour = 19): string => {
  const d = new Date(Date.now() + days * DAY_MS);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

let counter = 0;

/** A valid create body with a unique title; override what a test is about. */
export const eventBody = (overrides: Partial<EventWriteInput> = {}): EventWriteInput => {
  counter += 1;
  return {
    title: `Testavond ademwerk ${Date.now().toString(36)}-${counter}`,
    shortDescription: 'Een avond ademwerk en stilte.',
    description: '<p>Welkom bij <strong>ademwerk</strong>.</p>',
    mainType: 'workshoptraining',
    subtypes: [],
    startDate: inDays(30),
    endDate: inDays(30, 21),
    isOnline: false,
    location: 'De Ademhalte',
    address: 'Javastraat 12',
    city: 'Amsterdam',
    latitude: 52.363,
    longitude: 4.94,
    price: 15,
    maxParticipants: 20,
    tickets: [],
    sessions: [],
    speakers: [],
    recurrence: null,
    publish: false,
    ...overrides,
  };
};

/** Create an event through the API as `cookie`; throws unless 201. */
export const createEventAs = async (
  t: TestApp,
  cookie: string,
  overrides: Partial<EventWriteInput> = {},
): Promise<EventEditorDto> => {
  const res = await callAs(t, cookie, 'POST', '/api/dashboard/events', eventBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as EventEditorDto;
};

export const organizationIdBySlug = async (t: TestApp, slug: string): Promise<string> => {
  const [row] = await t.db
    .select({ id: organizationProfiles.id })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.slug, slug));
  if (!row) throw new Error(`no organisation ${slug}`);
  return row.id;
};

export const venueIdBySlug = async (t: TestApp, slug: string): Promise<string> => {
  const [row] = await t.db
    .select({ id: venueProfiles.id })
    .from(venueProfiles)
    .where(eq(venueProfiles.slug, slug));
  if (!row) throw new Error(`no venue ${slug}`);
  return row.id;
};

/** The editor's body for an event as loaded (to PUT it back with a change). */
export const bodyFromEditor = (
  e: EventEditorDto,
  overrides: Partial<EventWriteInput> = {},
): EventWriteInput => ({
  title: e.title,
  shortDescription: e.shortDescription,
  description: e.description,
  mainType: e.mainType ?? 'event',
  subtypes: e.subtypes,
  startDate: e.startDate,
  endDate: e.endDate,
  isOnline: e.isOnline,
  location: e.location,
  address: e.address,
  city: e.city,
  latitude: e.latitude,
  longitude: e.longitude,
  venueId: e.venue?.id ?? null,
  price: e.price,
  maxParticipants: e.maxParticipants,
  imageUrl: e.imageUrl,
  tickets: e.tickets.map(({ id, name, price, isActive }) => ({ id, name, price, isActive })),
  sessions: e.sessions,
  speakers: e.speakers,
  recurrence: e.recurrence,
  organizationProfileId: e.organizationProfileId,
  ...overrides,
});

/** Test helper: the seeded published upcoming events, soonest first. */
export const publicUpcomingEvents = (t: TestApp) =>
  t.db
    .select({ id: events.id, slug: events.slug, title: events.title, savedCount: events.savedCount })
    .from(events)
    .where(and(eq(events.status, 'published'), isNull(events.deletedAt), gte(events.startDate, new Date())))
    .orderBy(asc(events.startDate));

/**
 * A small RFC 5545 reader written from the RFC for these tests: checks CRLF endings and the 75-octet limit,
 * unfolds continuation lines and unescapes TEXT values.
 */
export const parseIcs = (text: string) => {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line.includes('\n') || line.includes('\r'), 'bare LF or CR').toBe(false);
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const unescape = (v: string) =>
    v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const stack: string[] = [];
  for (const line of logical) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') current = {};
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT' && current) events.push(current);
    } else if (current) {
      current[name] = unescape(value);
    }
  }
  expect(stack).toEqual([]);
  return { lines: logical, events };
};
