import { expect, test, type Page } from './support/test';
import { generateMembers } from '../server/db/seed/data/people';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { latestMail } from './support/mailbox';
import { DEMO_PASSWORD, signIn } from './support/signIn';

/**
 * An owner invites a seeded member on the Team settings page, the member opens the mailed link, signs in
 * and accepts, and then finds the profile in 'Account Rollen'; the owner removes them again (re-runnable).
 * Desktop and phone run in parallel, so each uses its own owner and member (member indexes 20–24 are ours).
 */
const CASES = {
  desktop: {
    owner: 'organisatie@demo.kring.test',
    profile: 'De Ademhalte',
    card: 'team-card-organization',
    group: 'Team Organisaties',
    memberIndex: 20,
  },
  mobile: {
    owner: 'locatie@demo.kring.test',
    profile: 'Dansstudio De Vonk',
    card: 'team-card-venue',
    group: 'Team Locaties',
    memberIndex: 21,
  },
} as const;

const members = generateMembers({ count: 25, now: new Date() });

const openSwitcher = async (page: Page, isMobile: boolean) => {
  if (isMobile) {
    await page.getByTestId('mobile-more-button').tap();
    const section = page.getByTestId('role-switcher-sheet');
    await expect(section).toBeVisible();
    return section;
  }
  // The confirmation toast can sit over the header's switcher; a pointer resting on it pauses its timer, so the
  // pointer moves away and the toast is let go first.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('role-switcher').click();
  const menu = page.getByTestId('role-switcher-menu');
  await expect(menu).toBeVisible();
  return menu;
};

/** Leftovers of an interrupted earlier run: the member must not be in the team yet. */
const removeLeftoverMembership = async (page: Page, email: string) => {
  const res = await page.request.get('/api/me/teams');
  const { teams } = (await res.json()) as {
    teams: { profileType: string; profileId: string; members: { userId: string; email: string }[] }[];
  };
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  for (const team of teams) {
    const left = team.members.find((m) => m.email === email);
    if (!left) continue;
    await page.request.delete(`/api/teams/${team.profileType}/${team.profileId}/members/${left.userId}`, {
      headers: { origin },
    });
  }
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('an owner invites a member by e-mail, the member accepts and reaches the profile as a team member', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const c = CASES[isMobile ? 'mobile' : 'desktop'];
  const member = members[c.memberIndex];
  if (!member) throw new Error('seed member missing');

  // The owner invites on the Team settings tab.
  await signIn(page, c.owner);
  await removeLeftoverMembership(page, member.email);
  await page.goto('/dashboard/instellingen/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team', exact: true })).toBeVisible();
  const card = page.getByTestId(c.card);
  await expect(card.getByRole('heading', { name: c.profile })).toBeVisible();
  await card.getByLabel('E-mailadres').fill(member.email);
  await card.getByTestId('team-invite-submit').click();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${member.email}`)).toBeVisible();
  await expect(card.getByTestId('team-invitations')).toContainText(member.email);

  const mail = await latestMail(page.request, { to: member.email, kind: 'team_invite' });
  expect(mail.subject).toContain(c.profile);
  const link = mail.text.match(/https?:\/\/\S+\/team\/uitnodiging\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const invitePath = new URL(link ?? '').pathname + new URL(link ?? '').search;

  // The member opens the link signed out, logs in and comes back to accept.
  await page.context().clearCookies();
  await page.goto(invitePath);
  const panel = page.getByTestId('team-invite-panel');
  await expect(panel).toContainText(c.profile);
  await panel.getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(member.email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/team/uitnodiging');
  await page.getByTestId('team-invite-accept').click();
  await expect(page.getByText(`Je bent nu teamlid van ${c.profile}`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/dashboard'));

  const switcher = await openSwitcher(page, isMobile);
  await expect(switcher.getByText('Account Rollen', { exact: true })).toBeVisible();
  const group = switcher.getByRole('group', { name: c.group });
  await expect(group).toContainText(c.profile);
  await expect(group).toContainText('Als team lid');
  await page.keyboard.press('Escape');

  // The owner removes the member again through the Team page (confirm dialog).
  await page.context().clearCookies();
  await signIn(page, c.owner);
  await page.goto('/dashboard/instellingen/team');
  const row = page.getByTestId(c.card).getByTestId('team-member').filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await row.getByTestId('team-member-remove').click();
  await expect(page.getByRole('dialog')).toContainText(`${member.fullName} uit het team verwijderen?`);
  await page.getByTestId('team-member-remove-confirm').click();
  await expect(page.getByText(`${member.fullName} is uit het team verwijderd`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
