import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';

/**
 * Trials that end within the next 7 days (the `endingIn7Days` rule of selectTrialFigures), on their own: the
 * admin dashboard needs only this figure, and the status index finds the trialing rows without the conversion
 * look-ups of /admin/abonnementen.
 */
export const selectTrialsEndingSoon = async (db: Db, now: Date): Promise<number> => {
  const at = now.toISOString();
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from user_subscriptions s
      where s.status = 'trialing' and s.trial_ends_at > ${at}::timestamptz
        and s.trial_ends_at <= ${at}::timestamptz + interval '7 days'`,
  );
  return Number(row?.n ?? 0);
};
