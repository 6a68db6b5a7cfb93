import type { AppContext } from '../http/context';
import { expireTicketHolds } from '../modules/tickets';
import type { JobDefinition } from './runner';

/**
 * Every minute: pending ticket orders past their hold and waitlist offers past their day become 'expired'
 * (conditional updates, safe on several instances), and the seats they held are offered to the next on the
 * waitlist; the offer mails go out after the job's transaction commits.
 */
export const ticketHoldsJob = (
  ctx: Pick<AppContext, 'db' | 'mail' | 'config' | 'logger'>,
): JobDefinition => ({
  name: 'ticket-holds',
  intervalMs: 60_000,
  run: async (tx, now, afterCommit) => {
    const { affected, afterCommit: mails } = await expireTicketHolds(ctx, tx, now);
    afterCommit(mails);
    return affected;
  },
});
