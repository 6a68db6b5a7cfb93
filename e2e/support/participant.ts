import type { Page, TestInfo } from '@playwright/test';
import { answerCookieBannerUpFront } from './cookieConsent';
import { seededMemberEmail } from './members';
import { signIn } from './signIn';

type ListingCard = { id: string; slug: string; title: string };

type Start = {
  /** The seeded members (support/members.ts) for the desktop and the mobile project. */
  members: readonly [desktop: number, mobile: number];
  /** A directory endpoint, e.g. '/api/venues?pageSize=10'. */
  listPath: string;
  /** Which of its cards each project acts on. */
  pick: readonly [desktop: number, mobile: number];
};

/**
 * The opening of a participant journey: the cookie banner answered, the project's own seeded member signed
 * in and the project's own card of a directory to act on. Desktop and mobile run at once, so each takes its
 * own member and card and their counts never mix.
 */
export const startAsSeededMember = async (
  page: Page,
  testInfo: TestInfo,
  baseURL: string | undefined,
  { members, listPath, pick }: Start,
) => {
  const mobile = testInfo.project.name === 'mobile';
  await answerCookieBannerUpFront(page);
  await signIn(page, seededMemberEmail(members[mobile ? 1 : 0]));
  const list = (await (await page.request.get(listPath)).json()) as { items: ListingCard[] };
  const target = list.items[pick[mobile ? 1 : 0]];
  if (!target) throw new Error(`the seed has too few cards at ${listPath}`);
  return { mobile, origin: new URL(baseURL ?? '').origin, target };
};
