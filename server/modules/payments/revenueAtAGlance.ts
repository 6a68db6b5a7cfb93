import type { Db } from '../../db/client';
import { selectCurrentMrr, selectTrialFigures } from './queriesAdminStats';

/**
 * The revenue figures of the admin dashboard (issue 16, modules/insights): MRR excl. VAT now and trials that
 * end within 7 days, by the same queries as /admin/abonnementen. The caller checks who may see them.
 */
export const revenueAtAGlance = async (
  db: Db,
  now: Date,
): Promise<{ mrr: number; trialsEndingIn7Days: number }> => {
  const [mrr, trials] = await Promise.all([selectCurrentMrr(db, now), selectTrialFigures(db, now)]);
  return { mrr, trialsEndingIn7Days: trials.endingIn7Days };
};
