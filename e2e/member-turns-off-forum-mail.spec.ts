import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { latestMail } from './support/mailbox';
import { seededMemberEmail } from './support/members';
import { DEMO, signIn } from './support/signIn';
import { signInRequest } from './support/ticketEvents';

/**
 * Issue 15: a member who turns e-mail off for a type gets no more mail of that type, while the bell still has it.
 * A forum reply to the member's topic first arrives by mail (forum replies mail by default); the member switches
 * 'E-mail: Reacties in het forum' off on the settings page; a reply to a second topic then reaches the bell but no
 * mail about it is sent. Desktop and mobile each use their own seeded member (28 and 29).
 */
test('a member who turns off e-mail for forum replies gets them in the bell only', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const mobile = testInfo.project.name === 'mobile';
  const member = seededMemberEmail(mobile ? 29 : 28);
  const origin = new URL(baseURL ?? '').origin;
  const tag = `${mobile ? 'm' : 'd'}${Date.now().toString(36)}`;
  await answerCookieBannerUpFront(page);
  await signIn(page, member);
  await page.request.post('/api/me/notifications/read-all', { headers: { origin } });

  const newTopic = async (title: string) => {
    const res = await page.request.post('/api/forum/topics', {
      headers: { origin },
      data: { title, content: 'Wie weet een fijne plek om buiten te mediteren?' },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const first = `Buiten mediteren ${tag} (een)`;
  const second = `Buiten mediteren ${tag} (twee)`;
  const firstId = await newTopic(first);
  const secondId = await newTopic(second);

  const adminContext = await browser.newContext({ baseURL: baseURL ?? '' });
  await signInRequest(adminContext.request, DEMO.admin);
  const reply = async (topicId: string) => {
    const res = await adminContext.request.post(`/api/forum/topics/${topicId}/posts`, {
      headers: { origin },
      data: { content: `Het Amsterdamse Bos is heerlijk stil in de ochtend (${topicId.slice(0, 8)}).` },
    });
    expect(res.status(), await res.text()).toBe(201);
  };

  // With the default choice the reply comes by mail.
  await reply(firstId);
  const mailed = await latestMail(page.request, { to: member, kind: 'notification' });
  expect(mailed.text).toContain(first);

  // The member turns e-mail off for forum replies.
  await page.goto('/dashboard/instellingen/notificaties');
  const emailSwitch = page.getByRole('switch', { name: 'E-mail: Reacties in het forum' });
  await expect(emailSwitch).toBeChecked();
  await emailSwitch.click();
  await expect(emailSwitch).not.toBeChecked();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je notificatievoorkeuren zijn opgeslagen.').first()).toBeVisible();

  // The next reply is in the bell, but no mail about it goes out.
  await reply(secondId);
  await expect(page.getByRole('button', { name: /^Meldingen/ })).toHaveAccessibleName(
    'Meldingen, 2 ongelezen',
  );
  const list = (await (await page.request.get('/api/me/notifications')).json()) as {
    items: { content: string }[];
  };
  expect(list.items.some((n) => n.content.includes(second))).toBe(true);
  // The dispatcher sends right after the commit; give it ample time, then the newest mail is still the first.
  await page.waitForTimeout(4_000);
  const newest = await latestMail(page.request, { to: member, kind: 'notification' });
  expect(newest.text).toContain(first);
  expect(newest.text).not.toContain(second);
  await adminContext.close();
});
