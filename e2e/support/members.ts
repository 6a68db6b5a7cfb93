import { generateMembers } from '../../server/db/seed/data/people';
import { DEFAULT_MEMBER_COUNT } from '../../server/db/seed/data';

/**
 * E-mail of the seeded member at `index` (all seeded accounts use the demo password). Journeys that change an
 * account take their own member so parallel tests never share one; see each spec for its range.
 */
export const seededMemberEmail = (index: number): string => {
  const member = generateMembers({ count: DEFAULT_MEMBER_COUNT, now: new Date() })[index];
  if (!member) throw new Error(`no seeded member ${index}`);
  return member.email;
};
