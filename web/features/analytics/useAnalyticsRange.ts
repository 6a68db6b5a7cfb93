import { useSearchParams } from 'react-router';
import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from '@core/schemas/analytics';

/** The range in the URL (?dagen=7|30|90, default 30 and then left out), so a link or Back keeps it. */
export const useAnalyticsRange = (): [AnalyticsRange, (days: AnalyticsRange) => void] => {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('dagen'));
  const days = (ANALYTICS_RANGES as readonly number[]).includes(asked)
    ? (asked as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE;
  const setDays = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === DEFAULT_ANALYTICS_RANGE) copy.delete('dagen');
        else copy.set('dagen', String(next));
        return copy;
      },
      { preventScrollReset: true },
    );
  return [days, setDays];
};
