import { count, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../../core/domain/payments';
import { type Db, executeRows } from '../../db/client';
import { userSubscriptions } from '../../db/schema';

/**
 * The figures of /admin/abonnementen. A subscription *pays* from its first paid invoice until its period
 * ends (or until it was canceled): trials that never paid and admin grants have no invoice and never count.
 * Its monthly share is its plan price for its interval divided by the interval's months.
 */

const MONTHS = sql`(case s.interval when '6m' then 6 when '1y' then 12 else 24 end)`;
const PAYING = sql`
  user_subscriptions s
  join (select subscription_id, min(paid_at) as first_paid from invoices
        where status = 'paid' and subscription_id is not null group by subscription_id) p
    on p.subscription_id = s.id
  join plan_prices pp on pp.plan_id = s.plan_id and pp.interval = s.interval`;
const PAID_UNTIL = sql`coalesce(case when s.status = 'canceled' then s.canceled_at end, s.current_period_end, 'infinity'::timestamptz)`;

/** MRR excl. VAT for the 12 Amsterdam calendar months up to and including the one of `now`. */
export const selectMrrByMonth = async (db: Db, now: Date): Promise<{ month: string; amount: number }[]> => {
  const at = now.toISOString();
  const rows = await executeRows<{ month: string; amount: number | string }>(
    db,
    sql`
      select to_char(m.month, 'YYYY-MM') as month,
             coalesce(sum(pp.amount / ${MONTHS}), 0)::float8 as amount
      from generate_series(
             date_trunc('month', ${at}::timestamptz at time zone 'Europe/Amsterdam') - interval '11 months',
             date_trunc('month', ${at}::timestamptz at time zone 'Europe/Amsterdam'),
             interval '1 month') as m(month)
      left join (${PAYING})
        on p.first_paid < ((m.month + interval '1 month') at time zone 'Europe/Amsterdam')
       and ${PAID_UNTIL} > (m.month at time zone 'Europe/Amsterdam')
      group by m.month
      order by m.month`,
  );
  return rows.map((r) => ({ month: r.month, amount: Math.round(Number(r.amount) * 100) / 100 }));
};

/** MRR now: paying subscriptions that will renew (active or past_due, period not over). */
export const selectCurrentMrr = async (db: Db, now: Date): Promise<number> => {
  const at = now.toISOString();
  const [row] = await executeRows<{ amount: number | string }>(
    db,
    sql`
      select coalesce(sum(pp.amount / ${MONTHS}), 0)::float8 as amount
      from ${PAYING}
      where s.status in ('active', 'past_due')
        and coalesce(s.current_period_end, 'infinity'::timestamptz) > ${at}::timestamptz`,
  );
  return Math.round(Number(row?.amount ?? 0) * 100) / 100;
};

export const selectCountsByStatus = (db: Db) =>
  db
    .select({ status: userSubscriptions.status, count: count() })
    .from(userSubscriptions)
    .groupBy(userSubscriptions.status) as Promise<{ status: SubscriptionStatus; count: number }[]>;

/**
 * Trials that ended in the 12 months before `now`, how many of them became paying (a paid subscription
 * invoice of the member after the trial started), and trials that end within the next 7 days.
 */
export const selectTrialFigures = async (db: Db, now: Date) => {
  const at = now.toISOString();
  const [row] = await executeRows<{ ended: number; converted: number; ending: number }>(
    db,
    sql`
      select
        (count(*) filter (where s.trial_ends_at <= ${at}::timestamptz
                            and s.trial_ends_at > ${at}::timestamptz - interval '12 months'))::int as ended,
        (count(*) filter (where s.trial_ends_at <= ${at}::timestamptz
                            and s.trial_ends_at > ${at}::timestamptz - interval '12 months'
                            and exists (select 1 from invoices i
                                        where i.user_id = s.user_id and i.subscription_id is not null
                                          and i.status = 'paid' and i.paid_at >= s.created_at)))::int as converted,
        (count(*) filter (where s.status = 'trialing' and s.trial_ends_at > ${at}::timestamptz
                            and s.trial_ends_at <= ${at}::timestamptz + interval '7 days'))::int as ending
      from user_subscriptions s
      where s.trial_ends_at is not null`,
  );
  return {
    ended: Number(row?.ended ?? 0),
    converted: Number(row?.converted ?? 0),
    endingIn7Days: Number(row?.ending ?? 0),
  };
};
