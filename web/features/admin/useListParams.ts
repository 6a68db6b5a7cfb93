import { useSearchParams } from 'react-router';
import { pageParam } from '@web/lib/pageParam';

type Changes = Record<string, string | undefined>;

/**
 * Filter and page state in the URL (spec: filter state lives in the URL), so a filtered page can be shared
 * and the back button works. Changing a filter returns to page 1.
 */
export const useListParams = <K extends string>(keys: readonly K[]) => {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = pageParam(params);

  const update = (changes: Changes, resetPage: boolean) => {
    setParams(() => {
      // The address as it is now. The `current` React Router hands over is the one of its last render, which lags
      // behind the address while it renders a navigation as a transition: a second change made in that moment
      // (clear the filters, then search at once) was applied to the filters from before the first.
      const next = new URLSearchParams(window.location.search);
      if (resetPage) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  };

  return {
    values,
    page,
    /** New filters: back to page 1. */
    setFilters: (changes: Partial<Record<K, string>>) => update(changes, true),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : '' }, false),
    /** Any other URL value (e.g. the open detail) without touching the page. */
    setParam: (key: string, value: string) => update({ [key]: value }, false),
  };
};
