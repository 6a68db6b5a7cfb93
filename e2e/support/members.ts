import { generateMembers } from '../../server/db/seed/data/people';
import { DEFAULT_MEMBER_COUNT } from '../../server/db/seed/data';

/**
 * E-mail of the seeded member at `index` (all seeded accounts use the demo password). Journeys that change an
 * account take their own member so parallel tests (desktop and mobile run at once) never share one:
 *   10–13 waitlist-offers-a-seat · 14–15 organiser-checks-in-attendees · 18–19 visitor-uses-kring-offline ·
 *   20–21 team-invite · 22–23 admin-manages-events · 24–25 member-sees-notifications-live · 26–27 follower-hears-about-new-event ·
 *   28–29 member-turns-off-forum-mail · 30–31 admin-suspend · 32–33 admin-manages-roadmap ·
 *   35–36 admin-impersonate · 37–38 admin-checks-storage-and-purity (39 spare) · 40–41 session-expired ·
 *   42–43 account-journeys (password reset) · 44–45 account-settings (profile changes) · 46–47 event-page · 48–49 keyboard-journeys (favourite) ·
 *   50–51 participant-follows-and-saves · 52–55 participant-follows-professional ·
 *   56–57 member-tests-notifications ·
 *   58 participant-gets-recommendations (mobile) ·
 *   60–119 account-settings (deletion, picked at run time, skipping
 *   addresses other specs name) · 101–104 two-factor and sessions (named by address).
 */
export const seededMemberEmail = (index: number): string => {
  const member = generateMembers({ count: DEFAULT_MEMBER_COUNT, now: new Date() })[index];
  if (!member) throw new Error(`no seeded member ${index}`);
  return member.email;
};
