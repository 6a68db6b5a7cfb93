import { FAVORITE_IDS_MAX } from '@core/domain/limits';
import { apiFetch } from '@web/lib/api';

type Pending = { ids: Set<string>; waiters: ((found: Set<string> | Error) => void)[] };

/**
 * "Is this one of mine?" for many buttons at once (saved events, saved venues, followed users): calls made in
 * the same tick share one request to `url?ids=a,b,c` (answer `{ ids }`, chunks of FAVORITE_IDS_MAX).
 */
export const createIdBatcher = (url: string) => {
  let pending: Pending | null = null;
  const flush = async (batch: Pending) => {
    try {
      const ids = [...batch.ids];
      const found = new Set<string>();
      for (let i = 0; i < ids.length; i += FAVORITE_IDS_MAX) {
        const chunk = ids.slice(i, i + FAVORITE_IDS_MAX);
        const res = await apiFetch<{ ids: string[] }>(url, { query: { ids: chunk.join(',') } });
        for (const id of res.ids) found.add(id);
      }
      for (const waiter of batch.waiters) waiter(found);
    } catch (error) {
      for (const waiter of batch.waiters) waiter(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return (id: string): Promise<boolean> =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch: Pending = { ids: new Set(), waiters: [] };
        pending = batch;
        setTimeout(() => {
          pending = null;
          void flush(batch);
        }, 0);
      }
      pending.ids.add(id);
      pending.waiters.push((result) => (result instanceof Error ? reject(result) : resolve(result.has(id))));
    });
};
