import type { Db } from '../../db/client';
import { selectCurrentMrr } from './queriesAdminStats';
import { selectTrialsEndingSoon } from './queriesRevenue';

/**
 * The revenue figures of the admin dashboard (issue 16, modules/insights): MRR excl. VAT now and trials that
 * end within 7 days, by the rules of /admin/abonnementen (its MRR query). The caller checks who may see them.
 */
export const revenueAtAGlance = async (
  db: Db,
  now: Date,
): Promise<{ mrr: number; trialsEndingIn7Days: number }> => {
  const [mrr, trialsEndingIn7Days] = await Promise.all([
    selectCurrentMrr(db, now),
    selectTrialsEndingSoon(db, now),
  ]);
  return { mrr, trialsEndingIn7Days };
};
