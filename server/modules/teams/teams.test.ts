import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../core/errors';
import {
  organizationProfiles,
  profileUsers,
  teamInvitations,
  userRoles,
  users,
  venueProfiles,
} from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { signUpVerified } from '../../test/accounts';
import { callAs, latestMail, linkIn, sessionCookieFrom, signInAs } from '../../test/http';
import { notificationsOf, userIdByEmail } from '../../test/notifications';

let t: TestApp;
let owner: string; // organisatie@ owns De Ademhalte
let venueOwner: string; // locatie@ owns Dansstudio De Vonk
let participant: string;
let orgId: string;
let venueId: string;
const NEWCOMER = 'nieuw.teamlid@example.nl';
const PASSWORD = 'zonnebloem-42';

const orgUrl = () => `/api/teams/organization/${orgId}`;

/** Invite as the De Ademhalte owner; returns the invitation and the token from the mailed link. */
const invite = async (email: string, cookie = owner) => {
  const res = await callAs(t, cookie, 'POST', `${orgUrl()}/invitations`, { email });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await latestMail(t, email, 'team_invite');
  const token = linkIn(mail?.text ?? '', `${t.config.publicUrl}/team/uitnodiging?token=`).searchParams.get(
    'token',
  );
  return { invitation: res.json() as { id: string; email: string }, token: token ?? '', mail };
};

const expectError = (res: { statusCode: number; json: () => unknown }, code: keyof typeof ERRORS) => {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect((res.json() as { error: { code: string; message: string } }).error).toMatchObject({
    code,
    message: ERRORS[code].message,
  });
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  [owner, venueOwner, participant] = await Promise.all([
    signInAs(t, 'organisatie@demo.kring.test'),
    signInAs(t, 'locatie@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
  ]);
  const [org] = await t.db
    .select()
    .from(organizationProfiles)
    .where(eq(organizationProfiles.slug, 'de-ademhalte'));
  const [venue] = await t.db.select().from(venueProfiles).where(eq(venueProfiles.slug, 'dansstudio-de-vonk'));
  orgId = org?.id ?? '';
  venueId = venue?.id ?? '';
  await signUpVerified(t, t.config.publicUrl, { email: NEWCOMER, password: PASSWORD, name: 'Nina Nieuw' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/me/teams', () => {
  it('lists the owned profile with the owner first and the seeded member', async () => {
    const res = await callAs(t, owner, 'GET', '/api/me/teams');
    expect(res.statusCode).toBe(200);
    const { teams } = res.json();
    expect(teams).toHaveLength(1);
    expect(teams[0]).toMatchObject({
      profileType: 'organization',
      profileId: orgId,
      profileName: 'De Ademhalte',
    });
    expect(teams[0].members[0]).toMatchObject({
      name: 'Joris Bakker',
      role: 'owner',
      email: 'organisatie@demo.kring.test',
    });
    expect(teams[0].members.slice(1).map((m: { role: string }) => m.role)).toEqual(['member']);
    expect(teams[0].invitations).toEqual([]);
  });

  it('is empty for someone who owns nothing, and needs a session', async () => {
    expect((await callAs(t, participant, 'GET', '/api/me/teams')).json()).toEqual({ teams: [] });
    expectError(await callAs(t, null, 'GET', '/api/me/teams'), 'unauthenticated');
  });
});

describe('inviting', () => {
  it('stores a hashed 7-day token and mails a Dutch link to /team/uitnodiging', async () => {
    const before = Date.now();
    const { invitation, token, mail } = await invite(NEWCOMER);
    expect(invitation.email).toBe(NEWCOMER);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.subject).toBe('Joris Bakker nodigt je uit voor het team van De Ademhalte');
    expect(mail?.text).toContain('het team van de organisatie De Ademhalte');
    expect(mail?.html).toContain('Uitnodiging bekijken');
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const days = ((row?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const { teams } = (await callAs(t, owner, 'GET', '/api/me/teams')).json();
    expect(teams[0].invitations.map((i: { email: string }) => i.email)).toContain(NEWCOMER);
  });

  it('tells an invitee with an account in the bell too, linked to the same invitation (issue 15)', async () => {
    const email = 'professional@demo.kring.test';
    const { invitation, token } = await invite(email);
    const invitee = await userIdByEmail(t, email);
    const [row, ...more] = await notificationsOf(t, invitee, 'team_invitation');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      title: 'Uitnodiging voor het team van De Ademhalte',
      actionUrl: `/team/uitnodiging?token=${token}`,
      data: { invitation_id: invitation.id, profile_type: 'organization', profile_id: orgId },
    });
    const ownerId = await userIdByEmail(t, 'organisatie@demo.kring.test');
    expect(await notificationsOf(t, ownerId, 'team_invitation')).toHaveLength(0);
  });

  it('refuses yourself, a current member, a bad address and anyone but the owner', async () => {
    expectError(
      await callAs(t, owner, 'POST', `${orgUrl()}/invitations`, { email: 'Organisatie@Demo.Kring.test' }),
      'team_invite_self',
    );
    const [member] = await t.db
      .select({ email: users.email })
      .from(profileUsers)
      .innerJoin(users, eq(users.id, profileUsers.userId))
      .where(and(eq(profileUsers.profileId, orgId), eq(profileUsers.role, 'member')));
    expectError(
      await callAs(t, owner, 'POST', `${orgUrl()}/invitations`, { email: member?.email }),
      'team_member_exists',
    );
    const bad = await callAs(t, owner, 'POST', `${orgUrl()}/invitations`, { email: 'geen-adres' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Vul een geldig e-mailadres in.');
    expectError(
      await callAs(t, venueOwner, 'POST', `${orgUrl()}/invitations`, { email: 'x@example.nl' }),
      'team_owner_only',
    );
    expectError(
      await callAs(t, owner, 'POST', `/api/teams/venue/${orgId}/invitations`, { email: 'x@example.nl' }),
      'team_profile_not_found',
    );
    expectError(
      await callAs(t, null, 'POST', `${orgUrl()}/invitations`, { email: 'x@example.nl' }),
      'unauthenticated',
    );
  });

  it('a second invitation to the same address replaces the first link', async () => {
    const first = await invite('twee.keer@example.nl');
    const second = await invite('twee.keer@example.nl');
    expect(second.token).not.toBe(first.token);
    expectError(
      await callAs(t, null, 'GET', `/api/team-invitations/${first.token}`),
      'team_invitation_not_found',
    );
    expect((await callAs(t, null, 'GET', `/api/team-invitations/${second.token}`)).statusCode).toBe(200);
  });
});

describe('preview and accept', () => {
  it('shows a public preview and refuses an unknown token with a Dutch 404', async () => {
    const { token } = await invite('preview@example.nl');
    const res = await callAs(t, null, 'GET', `/api/team-invitations/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profileType: 'organization',
      profileName: 'De Ademhalte',
      inviterName: 'Joris Bakker',
      email: 'preview@example.nl',
    });
    expectError(
      await callAs(t, null, 'GET', `/api/team-invitations/${'x'.repeat(43)}`),
      'team_invitation_not_found',
    );
  });

  it('refuses another signed-in address and keeps the invitation open', async () => {
    const { token } = await invite('iemand.anders@example.nl');
    expectError(
      await callAs(t, participant, 'POST', '/api/team-invitations/accept', { token }),
      'team_invitation_wrong_account',
    );
    expect((await callAs(t, null, 'GET', `/api/team-invitations/${token}`)).statusCode).toBe(200);
    expectError(await callAs(t, null, 'POST', '/api/team-invitations/accept', { token }), 'unauthenticated');
  });

  it('says 410 for an expired invitation', async () => {
    const { invitation, token } = await invite('te.laat@example.nl');
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, invitation.id));
    expectError(await callAs(t, null, 'GET', `/api/team-invitations/${token}`), 'team_invitation_expired');
  });

  it('accepting gives the same rows the seed gives a team member, and the switcher grant', async () => {
    const { token } = await invite(NEWCOMER);
    const before = await signInAs(t, NEWCOMER, PASSWORD);
    const res = await callAs(t, before, 'POST', '/api/team-invitations/accept', { token });
    expect(res.statusCode, res.body).toBe(200);
    // A new role rotates the session: the old token is dead, the new cookie works.
    const cookie = sessionCookieFrom(res);
    expect(cookie).not.toBe(before);
    expectError(await callAs(t, before, 'GET', '/api/me/roles'), 'session_expired');
    expect(res.json()).toEqual({
      profileType: 'organization',
      profileId: orgId,
      profileName: 'De Ademhalte',
    });

    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, NEWCOMER));
    const userId = me?.id ?? '';
    const pu = await t.db.select().from(profileUsers).where(eq(profileUsers.userId, userId));
    expect(pu.map((r) => [r.profileId, r.profileType, r.role, r.status])).toEqual([
      [orgId, 'organization', 'member', 'active'],
    ]);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((r) => [r.role, r.contextType, r.contextId]).sort()).toEqual([
      ['organization', 'organization', orgId],
      ['participant', 'global', null],
    ]);
    // The seeded multi account's membership of Kirtan Collectief Gent has the same shape.
    const multi = await t.db
      .select({ role: profileUsers.role, status: profileUsers.status, ctxRole: userRoles.role })
      .from(profileUsers)
      .innerJoin(users, eq(users.id, profileUsers.userId))
      .innerJoin(
        userRoles,
        and(eq(userRoles.userId, users.id), eq(userRoles.contextId, profileUsers.profileId)),
      )
      .where(and(eq(users.email, 'multi@demo.kring.test'), eq(profileUsers.role, 'member')));
    expect(multi).toEqual([{ role: 'member', status: 'active', ctxRole: 'organization' }]);

    const grants = (await callAs(t, cookie, 'GET', '/api/me/roles')).json().roles;
    expect(grants).toContainEqual({
      role: 'organization',
      contextType: 'organization',
      contextId: orgId,
      contextName: 'De Ademhalte',
      membership: 'member',
    });
    expectError(
      await callAs(t, cookie, 'POST', '/api/team-invitations/accept', { token }),
      'team_invitation_used',
    );
    expectError(await callAs(t, null, 'GET', `/api/team-invitations/${token}`), 'team_invitation_used');
    const { teams } = (await callAs(t, owner, 'GET', '/api/me/teams')).json();
    expect(teams[0].members.map((m: { email: string }) => m.email)).toContain(NEWCOMER);
    expect(teams[0].invitations.map((i: { email: string }) => i.email)).not.toContain(NEWCOMER);
  });
});

describe('withdrawing and removing', () => {
  it('withdraws a pending invitation (owner only)', async () => {
    const { invitation, token } = await invite('ingetrokken@example.nl');
    const url = `${orgUrl()}/invitations/${invitation.id}`;
    expectError(await callAs(t, venueOwner, 'DELETE', url), 'team_owner_only');
    expect((await callAs(t, owner, 'DELETE', url)).statusCode).toBe(204);
    expectError(await callAs(t, owner, 'DELETE', url), 'team_invitation_not_found');
    expectError(await callAs(t, null, 'GET', `/api/team-invitations/${token}`), 'team_invitation_not_found');
  });

  it('removes a member with their context role; the owner stays', async () => {
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, NEWCOMER));
    const userId = me?.id ?? '';
    const [ownerRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'organisatie@demo.kring.test'));
    expectError(
      await callAs(t, owner, 'DELETE', `${orgUrl()}/members/${ownerRow?.id}`),
      'team_owner_cannot_be_removed',
    );
    expectError(await callAs(t, venueOwner, 'DELETE', `${orgUrl()}/members/${userId}`), 'team_owner_only');
    expect((await callAs(t, owner, 'DELETE', `${orgUrl()}/members/${userId}`)).statusCode).toBe(204);
    expect(await t.db.select().from(profileUsers).where(eq(profileUsers.userId, userId))).toEqual([]);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((r) => r.contextType)).toEqual(['global']);
    expectError(await callAs(t, owner, 'DELETE', `${orgUrl()}/members/${userId}`), 'team_member_not_found');
    // Invited again, the same person can join again.
    const { token } = await invite(NEWCOMER);
    const cookie = await signInAs(t, NEWCOMER, PASSWORD);
    expect((await callAs(t, cookie, 'POST', '/api/team-invitations/accept', { token })).statusCode).toBe(200);
  });
});

describe('venue teams', () => {
  it('a venue owner invites and the member reaches the venue as a team grant', async () => {
    const res = await callAs(t, venueOwner, 'POST', `/api/teams/venue/${venueId}/invitations`, {
      email: 'deelnemer@demo.kring.test',
    });
    expect(res.statusCode).toBe(201);
    const mail = await latestMail(t, 'deelnemer@demo.kring.test', 'team_invite');
    expect(mail?.subject).toBe('Rachid El Amrani nodigt je uit voor het team van Dansstudio De Vonk');
    const token = linkIn(mail?.text ?? '', `${t.config.publicUrl}/team/uitnodiging`).searchParams.get(
      'token',
    );
    const accepted = await callAs(t, participant, 'POST', '/api/team-invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    const grants = (await callAs(t, sessionCookieFrom(accepted), 'GET', '/api/me/roles')).json().roles;
    expect(grants).toContainEqual(
      expect.objectContaining({
        role: 'venue',
        contextType: 'venue',
        contextId: venueId,
        membership: 'member',
      }),
    );
  });
});
