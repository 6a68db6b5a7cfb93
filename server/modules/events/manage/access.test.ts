import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../core/errors';
import type { DashboardEventListResponse, EventEditorDto } from '../../../../core/schemas/eventWrite';
import { events, profileUsers, users } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import {
  bodyFromEditor,
  callAs,
  createEventAs,
  eventBody,
  multipartFile,
  organizationIdBySlug,
  signInAs,
  venueIdBySlug,
} from '../../../test/events';

let t: TestApp;
const as: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  for (const [key, email] of Object.entries({
    org: 'organisatie@demo.kring.test',
    premium: 'organisatie-premium@demo.kring.test',
    venue: 'locatie@demo.kring.test',
    multi: 'multi@demo.kring.test',
    participant: 'deelnemer@demo.kring.test',
    professional: 'professional@demo.kring.test',
    admin: 'admin@demo.kring.test',
  }))
    as[key] = await signInAs(t, email);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const cookie = (who: string): string => as[who] as string;
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;
const listIds = async (who: string) =>
  (
    (
      await callAs(t, cookie(who), 'GET', '/api/dashboard/events?pageSize=100')
    ).json() as DashboardEventListResponse
  ).items.map((i) => i.id);

describe('edit permissions (spec §6)', () => {
  let atVenue: EventEditorDto;
  let ofTeam: EventEditorDto;

  beforeAll(async () => {
    atVenue = await createEventAs(t, cookie('org'), {
      venueId: await venueIdBySlug(t, 'dansstudio-de-vonk'),
    });
    const kirtan = await organizationIdBySlug(t, 'kirtan-collectief-gent');
    ofTeam = await createEventAs(t, cookie('admin'), { organizationProfileId: kirtan, city: 'Gent' });
  });

  it('the organiser and the venue owner may view and edit; both see it in their list', async () => {
    for (const who of ['org', 'venue']) {
      expect((await callAs(t, cookie(who), 'GET', `/api/dashboard/events/${atVenue.id}`)).statusCode).toBe(
        200,
      );
      const put = await callAs(
        t,
        cookie(who),
        'PUT',
        `/api/dashboard/events/${atVenue.id}`,
        bodyFromEditor(atVenue),
      );
      expect(put.statusCode, put.body).toBe(200);
    }
    expect(await listIds('org')).toContain(atVenue.id);
  });

  it('an active team member of the organisation may edit; the event belongs to the organisation owner', async () => {
    expect(ofTeam.organizerName).toBe('Kirtan Collectief Gent');
    const put = await callAs(
      t,
      cookie('multi'),
      'PUT',
      `/api/dashboard/events/${ofTeam.id}`,
      bodyFromEditor(ofTeam, { shortDescription: 'Door het team' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(await listIds('multi')).toContain(ofTeam.id);
  });

  it('an active venue team member may view; a removed one no longer', async () => {
    const [multi] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'multi@demo.kring.test'));
    const venueId = await venueIdBySlug(t, 'dansstudio-de-vonk');
    await t.db
      .insert(profileUsers)
      .values({ profileId: venueId, profileType: 'venue', userId: multi!.id, role: 'member' });
    expect((await callAs(t, cookie('multi'), 'GET', `/api/dashboard/events/${atVenue.id}`)).statusCode).toBe(
      200,
    );
    await t.db
      .update(profileUsers)
      .set({ status: 'removed' })
      .where(and(eq(profileUsers.profileId, venueId), eq(profileUsers.userId, multi!.id)));
    const res = await callAs(t, cookie('multi'), 'GET', `/api/dashboard/events/${atVenue.id}`);
    expect(res.statusCode).toBe(403);
  });

  it('an unrelated organisation is refused with the Dutch view/edit messages and does not see it listed', async () => {
    const view = await callAs(t, cookie('premium'), 'GET', `/api/dashboard/events/${atVenue.id}`);
    expect(view.statusCode).toBe(403);
    expect(errorOf(view)).toEqual({
      code: 'event_view_forbidden',
      message: 'Je hebt geen toestemming om dit event te bekijken',
    });
    const edit = await callAs(
      t,
      cookie('premium'),
      'PUT',
      `/api/dashboard/events/${atVenue.id}`,
      bodyFromEditor(atVenue),
    );
    expect(errorOf(edit)).toEqual({
      code: 'event_edit_forbidden',
      message: 'Je hebt geen toestemming om dit event te bewerken',
    });
    for (const action of ['publish', 'cancel', 'trash', 'restore']) {
      const res = await callAs(t, cookie('premium'), 'POST', `/api/dashboard/events/${atVenue.id}/${action}`);
      expect(errorOf(res).code).toBe('event_edit_forbidden');
    }
    expect(
      errorOf(await callAs(t, cookie('premium'), 'DELETE', `/api/dashboard/events/${atVenue.id}`)).code,
    ).toBe('event_edit_forbidden');
    expect(errorOf(await callAs(t, cookie('org'), 'GET', `/api/dashboard/events/${ofTeam.id}`)).code).toBe(
      'event_view_forbidden',
    );
    expect(await listIds('premium')).not.toContain(atVenue.id);
  });

  it('creating for an organisation one is not part of is refused', async () => {
    const kirtan = await organizationIdBySlug(t, 'kirtan-collectief-gent');
    const res = await callAs(
      t,
      cookie('org'),
      'POST',
      '/api/dashboard/events',
      eventBody({ organizationProfileId: kirtan }),
    );
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('event_organization_forbidden');
  });

  it('participants and professionals are refused by route; anonymous must sign in; admins may everything', async () => {
    for (const who of ['participant', 'professional']) {
      for (const url of ['/api/dashboard/events', `/api/dashboard/events/${atVenue.id}`]) {
        const res = await callAs(t, cookie(who), 'GET', url);
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).message).toBe(ERRORS.forbidden.message);
      }
    }
    expect((await callAs(t, null, 'GET', '/api/dashboard/events')).statusCode).toBe(401);
    expect((await callAs(t, cookie('admin'), 'GET', `/api/dashboard/events/${atVenue.id}`)).statusCode).toBe(
      200,
    );
    expect(await listIds('admin')).toContain(atVenue.id);
  });
});

describe('monthly plan limit (standard organisation 10, premium unlimited)', () => {
  const publishedThisMonth = async (who: string) =>
    ((await callAs(t, cookie(who), 'GET', '/api/dashboard/events')).json() as DashboardEventListResponse)
      .plan;

  it('publishes the 10th, refuses the 11th with the upgrade hint, and does not count re-publishing', async () => {
    const start = await publishedThisMonth('org');
    expect(start.limit).toBe(10);
    let last: EventEditorDto | null = null;
    for (let n = start.publishedThisMonth; n < 10; n++)
      last = await createEventAs(t, cookie('org'), { publish: true });
    expect((await publishedThisMonth('org')).publishedThisMonth).toBe(10);

    const draft = await createEventAs(t, cookie('org'));
    const refused = await callAs(t, cookie('org'), 'POST', `/api/dashboard/events/${draft.id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'event_plan_limit_reached',
      message: ERRORS.event_plan_limit_reached.message,
      hint: ERRORS.event_plan_limit_reached.hint,
    });
    expect(refused.json().error.hint).toContain('/prijzen');
    const [still] = await t.db.select({ status: events.status }).from(events).where(eq(events.id, draft.id));
    expect(still?.status).toBe('draft');

    // Creating published at the limit stores nothing; saving as draft still works.
    const body = eventBody({ publish: true });
    expect((await callAs(t, cookie('org'), 'POST', '/api/dashboard/events', body)).statusCode).toBe(403);
    expect(await t.db.select().from(events).where(eq(events.title, body.title))).toHaveLength(0);
    const viaPut = await callAs(
      t,
      cookie('org'),
      'PUT',
      `/api/dashboard/events/${draft.id}`,
      bodyFromEditor(draft, { publish: true }),
    );
    expect(errorOf(viaPut).code).toBe('event_plan_limit_reached');

    // A cancelled event that was published before goes live again without using a new publication.
    if (last) {
      await callAs(t, cookie('org'), 'POST', `/api/dashboard/events/${last.id}/cancel`);
      const again = await callAs(t, cookie('org'), 'POST', `/api/dashboard/events/${last.id}/publish`);
      expect(again.statusCode, again.body).toBe(200);
    }
  });

  it('a premium organisation publishes without limit', async () => {
    expect((await publishedThisMonth('premium')).limit).toBeNull();
    for (let n = 0; n < 12; n++) await createEventAs(t, cookie('premium'), { publish: true });
    expect((await publishedThisMonth('premium')).publishedThisMonth).toBeGreaterThanOrEqual(12);
  });
});

describe('image upload', () => {
  const upload = (bytes: Buffer, contentType: string) => {
    const { payload, headers } = multipartFile(bytes, contentType);
    return t.app.inject({
      method: 'POST',
      url: '/api/dashboard/events/images',
      payload,
      headers: { ...headers, origin: t.config.publicUrl, cookie: cookie('org') },
    });
  };

  it('stores a 1600 px wide WebP and a 640 px card version', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#4d7c6f' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl, cardImageUrl } = res.json() as { imageUrl: string; cardImageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/events\/[0-9a-f-]+\/[\w-]+\.webp$/);
    expect(cardImageUrl).toBe(imageUrl.replace(/\.webp$/, '-card.webp'));
    const meta = await sharp(join(t.config.uploadsDir, imageUrl.replace('/uploads/', ''))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const card = await sharp(join(t.config.uploadsDir, cardImageUrl.replace('/uploads/', ''))).metadata();
    expect(card).toMatchObject({ format: 'webp', width: 640 });
    const e = await createEventAs(t, cookie('org'), { imageUrl });
    expect(e.imageUrl).toBe(imageUrl);
  });

  it('refuses other types, unreadable bytes, oversized files and a missing file', async () => {
    expect(errorOf(await upload(Buffer.from('hallo'), 'text/plain')).code).toBe('event_image_invalid_type');
    expect(errorOf(await upload(Buffer.from('geen plaatje'), 'image/png')).code).toBe(
      'event_image_unreadable',
    );
    const big = await upload(Buffer.alloc(8 * 1024 * 1024 + 10, 1), 'image/jpeg');
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toBe('Deze afbeelding is te groot. Het maximum is 8 MB.');
    const none = await callAs(t, cookie('org'), 'POST', '/api/dashboard/events/images', { file: 'x' });
    expect(errorOf(none).code).toBe('event_image_missing');
  });
});
