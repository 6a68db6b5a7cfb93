import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import { auditLog, eventFavorites, organizationProfiles, users, venueProfiles } from '../../db/schema';
import { uuidFor } from '../../db/seed/data/random';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';
import { notificationsOf, userIdByEmail } from '../../test/notifications';

/**
 * Reviews end to end through the API on the demo seed: the demo participant saved two past events of De
 * Ademhalte (one at Dansstudio De Vonk) and one organised by the demo professional (seed-past-visits.ts).
 */
let t: TestApp;
let participant: string;
let organiser: string;
let professional: string;
let venueOwner: string;
let admin: string;

const ORG = 'de-ademhalte';
const VENUE = 'dansstudio-de-vonk';
const PRO = 'wandelcoaching-de-graaf';

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 12, members: 4 } });
  participant = await signInAs(t, 'deelnemer@demo.kring.test');
  organiser = await signInAs(t, 'organisatie@demo.kring.test');
  professional = await signInAs(t, 'professional@demo.kring.test');
  venueOwner = await signInAs(t, 'locatie@demo.kring.test');
  admin = await signInAs(t, 'admin@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const eligibility = (cookie: string, type: string, subject: string) =>
  callAs(t, cookie, 'GET', `/api/reviews/eligibility?subjectType=${type}&subject=${subject}`);
const list = (cookie: string | null, type: string, subject: string) =>
  callAs(t, cookie, 'GET', `/api/reviews?subjectType=${type}&subject=${subject}`);
const write = (cookie: string, body: Record<string, unknown>) =>
  callAs(t, cookie, 'POST', '/api/reviews', body);
const good = { rating: 4, comment: 'Een fijne avond met veel ruimte voor stilte en uitleg.' };

const orgRow = async () =>
  (await t.db.select().from(organizationProfiles).where(eq(organizationProfiles.slug, ORG)))[0]!;

describe('eligibility (issue 11)', () => {
  it('allows the participant for all three kinds, organisations with their open past events', async () => {
    const org = await eligibility(participant, 'organization', ORG);
    expect(org.statusCode, org.body).toBe(200);
    expect(org.json().allowed).toBe(true);
    expect(org.json().events.map((e: { title: string }) => e.title)).toEqual([
      'Terugblik: Ademavond in De Vonk',
      'Terugblik: Ochtendmeditatie aan het water',
    ]);
    expect((await eligibility(participant, 'venue', VENUE)).json()).toMatchObject({ allowed: true });
    expect((await eligibility(participant, 'professional', PRO)).json()).toMatchObject({ allowed: true });
  });

  it('refuses without a saved past event, with the Dutch reason per kind', async () => {
    const cases = [
      ['organization', ORG, 'review_organization_not_eligible'],
      ['venue', VENUE, 'review_venue_not_eligible'],
      ['professional', PRO, 'review_professional_not_eligible'],
    ] as const;
    for (const [type, slug, code] of cases) {
      const res = await eligibility(professional, type, slug);
      expect(res.json(), type).toMatchObject({ allowed: false, code, reason: ERRORS[code].message });
    }
    expect((await eligibility(venueOwner, 'professional', PRO)).json().reason).toBe(
      'Je kunt alleen een review schrijven over een professional van wie je een afgelopen evenement hebt opgeslagen.',
    );
    expect((await eligibility(professional, 'organization', ORG)).json().reason).toBe(
      'Je kunt alleen een review schrijven over een organisatie waarvan je een afgelopen evenement hebt opgeslagen.',
    );
    // Owners never review their own profile, even with a saved past event of it.
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'organisatie@demo.kring.test'));
    await t.db.insert(eventFavorites).values({ userId: owner!.id, eventId: uuidFor('past-visit', 2) });
    expect((await eligibility(organiser, 'organization', ORG)).json().code).toBe('review_own_profile');
    const refused = await write(professional, { subjectType: 'organization', subject: ORG, ...good });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('review_organization_not_eligible');
  });

  it('answers an unknown profile with a Dutch 404 and professional reviews only with a session', async () => {
    const res = await eligibility(participant, 'venue', 'bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Dit profiel bestaat niet (meer).');
    expect((await list(null, 'professional', PRO)).statusCode).toBe(401);
    expect((await list(null, 'venue', VENUE)).statusCode).toBe(200);
  });
});

describe('validation (spec §7)', () => {
  it('returns the normalised review with warnings', async () => {
    const res = await callAs(t, participant, 'POST', '/api/reviews/validate', {
      subjectType: 'venue',
      subject: VENUE,
      rating: 5,
      comment: '   Heel erg fijn!!   ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().review.comment).toBe('Heel erg fijn!!');
    expect(res.json().warnings.map((w: { code: string }) => w.code)).toEqual(['short']);
  });

  it('answers bad input with Dutch field errors, never a 500', async () => {
    const bad = [
      [{ rating: 6, comment: good.comment }, 'rating', 'Kies een beoordeling van 1 tot en met 5 sterren.'],
      [{ rating: 2.5, comment: good.comment }, 'rating', 'Kies een beoordeling van 1 tot en met 5 sterren.'],
      [{ rating: 3, comment: '' }, 'comment', 'Schrijf je review.'],
      [{ rating: 3, comment: 'kort' }, 'comment', 'Schrijf minimaal 10 tekens.'],
      [{ rating: 3, comment: 'x'.repeat(2001) }, 'comment', 'Gebruik maximaal 2000 tekens.'],
    ] as const;
    for (const [body, field, message] of bad) {
      for (const url of ['/api/reviews/validate', '/api/reviews']) {
        const res = await callAs(t, participant, 'POST', url, {
          subjectType: 'venue',
          subject: VENUE,
          ...body,
        });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
      }
    }
    const type = await callAs(t, participant, 'POST', '/api/reviews', {
      subjectType: 'kroeg',
      subject: 'x',
      ...good,
    });
    expect(type.statusCode).toBe(400);
    const id = await callAs(t, participant, 'POST', '/api/reviews/venue/niet-een-id/report');
    expect(id.statusCode).toBe(400);
  });
});

describe('writing, replying, reporting, hiding', () => {
  let reviewId: string;

  it('writes an organisation review for the chosen event; the same event twice is a Dutch 409', async () => {
    const events = (await eligibility(participant, 'organization', ORG)).json().events;
    const chosen = events[1].id;
    const body = { subjectType: 'organization', subject: ORG, title: 'Mooi', eventId: chosen, ...good };
    const res = await write(participant, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Bedankt! Je review is geplaatst.');
    expect(res.json().review.event.id).toBe(chosen);
    reviewId = res.json().review.id;
    const again = await write(participant, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Je hebt dit evenement al beoordeeld.');
    // The other event stays open.
    expect((await eligibility(participant, 'organization', ORG)).json().events).toHaveLength(1);
    const shown = (await list(null, 'organization', ORG)).json();
    expect(shown.items[0]).toMatchObject({ id: reviewId, title: 'Mooi', isHidden: false });
    expect(shown.items[0].reviewer.initials).toMatch(/^[A-Z]{1,2}$/);
    expect(shown.subject).toMatchObject({ type: 'organization', url: `/organization/${ORG}` });
    // Issue 15: the organisation's owner hears about it in the same write; the reviewer does not.
    const owner = await userIdByEmail(t, 'organisatie@demo.kring.test');
    const received = (await notificationsOf(t, owner, 'review_received')).filter(
      (n) => n.data.review_id === reviewId,
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      actionUrl: '/dashboard/reviews',
      title: 'Nieuwe review voor De Ademhalte',
    });
    expect(received[0]!.content).toContain('4 van de 5 sterren');
    const reviewer = await userIdByEmail(t, 'deelnemer@demo.kring.test');
    expect(await notificationsOf(t, reviewer, 'review_received')).toHaveLength(0);
  });

  it('writes one venue review; a second is refused with the Dutch duplicate message', async () => {
    const body = { subjectType: 'venue', subject: VENUE, ...good };
    const made = await write(participant, body);
    expect(made.statusCode).toBe(201);
    const venueOwnerId = await userIdByEmail(t, 'locatie@demo.kring.test');
    expect(
      (await notificationsOf(t, venueOwnerId, 'review_received')).filter(
        (n) => n.data.review_id === made.json().review.id,
      ),
    ).toMatchObject([{ actionUrl: '/dashboard/venue/reviews', data: { subject_type: 'venue' } }]);
    const again = await write(participant, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Je hebt hier al een review over geschreven.');
    const pro = await write(participant, { subjectType: 'professional', subject: PRO, ...good });
    expect(pro.statusCode, pro.body).toBe(201);
  });

  it('lets the owner reply and refuses a stranger', async () => {
    const url = `/api/reviews/organization/${reviewId}/replies`;
    const stranger = await callAs(t, professional, 'POST', url, { text: 'Ik ben niet van hier.' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('review_reply_forbidden');
    const empty = await callAs(t, organiser, 'POST', url, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    const res = await callAs(t, organiser, 'POST', url, { text: 'Dank je wel, graag tot de volgende keer!' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().reply.responderName).toBe('De Ademhalte');
    const shown = (await list(null, 'organization', ORG))
      .json()
      .items.find((r: { id: string }) => r.id === reviewId);
    expect(shown.replies.map((r: { text: string }) => r.text)).toEqual([
      'Dank je wel, graag tot de volgende keer!',
    ]);
    // Issue 15: the reviewer hears about the reply, linked to the profile; the replying owner does not.
    const reviewer = await userIdByEmail(t, 'deelnemer@demo.kring.test');
    const replied = (await notificationsOf(t, reviewer, 'review_reply')).filter(
      (n) => n.data.review_id === reviewId,
    );
    expect(replied).toHaveLength(1);
    expect(replied[0]).toMatchObject({
      actionUrl: `/organization/${ORG}`,
      title: 'De Ademhalte reageerde op je review',
    });
    const owner = await userIdByEmail(t, 'organisatie@demo.kring.test');
    expect(await notificationsOf(t, owner, 'review_reply')).toHaveLength(0);
  });

  it('lists received reviews in the dashboard with the unanswered count', async () => {
    const count = async () =>
      (await callAs(t, venueOwner, 'GET', '/api/dashboard/reviews/unanswered-count')).json().count;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const all = (
      await callAs(t, venueOwner, 'GET', '/api/dashboard/reviews?scope=unanswered&profile=venue')
    ).json();
    expect(all.total).toBe(before);
    expect(all.profiles).toEqual(['venue']);
    const mine = all.items.find((r: { comment: string }) => r.comment === good.comment);
    expect(mine.subject.url).toBe(`/venues/${VENUE}`);
    await callAs(t, venueOwner, 'POST', `/api/reviews/venue/${mine.id}/replies`, { text: 'Welkom terug!' });
    expect(await count()).toBe(before - 1);
    const nothing = (await callAs(t, participant, 'GET', '/api/dashboard/reviews')).json();
    expect(nothing).toMatchObject({ total: 0, profiles: [] });
  });

  it('reports once and lets an admin hide: gone from the list and the rating', async () => {
    const url = `/api/reviews/organization/${reviewId}/report`;
    const first = await callAs(t, professional, 'POST', url);
    expect(first.statusCode).toBe(200);
    const second = await callAs(t, participant, 'POST', url);
    expect(second.json().reportedAt).toBe(first.json().reportedAt);
    expect((await callAs(t, null, 'POST', url)).statusCode).toBe(401);

    const before = await orgRow();
    const patch = `/api/admin/reviews/organization/${reviewId}`;
    expect((await callAs(t, organiser, 'PATCH', patch, { isVisible: false })).statusCode).toBe(403);
    const hidden = await callAs(t, admin, 'PATCH', patch, { isVisible: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await orgRow()).reviewCount).toBe(before.reviewCount - 1);
    const ids = (await list(null, 'organization', ORG)).json().items.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(reviewId);
    const asAdmin = (await list(admin, 'organization', ORG)).json();
    expect(asAdmin.viewer.canModerate).toBe(true);
    expect(asAdmin.items.find((r: { id: string }) => r.id === reviewId)).toMatchObject({
      isHidden: true,
      isReported: true,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.hidden'), eq(auditLog.targetId, reviewId)));
    expect(audit).toHaveLength(1);
    await callAs(t, admin, 'PATCH', patch, { isVisible: true });
    expect((await orgRow()).reviewCount).toBe(before.reviewCount);
    const venue = (await t.db.select().from(venueProfiles).where(eq(venueProfiles.slug, VENUE)))[0]!;
    expect(venue.reviewCount).toBeGreaterThan(0);
  });
});
