import { eq } from 'drizzle-orm';
import type { EventEditorDto, EventWriteInput } from '../../../core/schemas/eventWrite';
import { organizationProfiles, venueProfiles } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { callAs } from '../teams/testing';

export { callAs, signInAs } from '../teams/testing';

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
