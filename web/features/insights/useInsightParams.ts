import { useSearchParams } from 'react-router';
import {
  DEFAULT_INSIGHT_BUCKET,
  DEFAULT_INSIGHT_PERIOD,
  INSIGHT_BUCKETS,
  INSIGHT_PERIODS,
  type InsightBucket,
  type InsightPeriod,
} from '@core/schemas/insights';

type InsightParams = {
  days: InsightPeriod;
  bucket: InsightBucket;
  setDays: (days: InsightPeriod) => void;
  setBucket: (bucket: InsightBucket) => void;
};

/** Period and bucket in the URL (?dagen=30|90|365&per=dag|week|maand; defaults left out), so Back keeps them. */
const BUCKET_PARAM: Record<InsightBucket, string> = { day: 'dag', week: 'week', month: 'maand' };

export const useInsightParams = (): InsightParams => {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('dagen'));
  const days = (INSIGHT_PERIODS as readonly number[]).includes(asked)
    ? (asked as InsightPeriod)
    : DEFAULT_INSIGHT_PERIOD;
  const bucket = INSIGHT_BUCKETS.find((b) => BUCKET_PARAM[b] === params.get('per')) ?? DEFAULT_INSIGHT_BUCKET;
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === null) copy.delete(key);
        else copy.set(key, value);
        return copy;
      },
      { preventScrollReset: true },
    );
  return {
    days,
    bucket,
    setDays: (next) => set('dagen', next === DEFAULT_INSIGHT_PERIOD ? null : String(next)),
    setBucket: (next) => set('per', next === DEFAULT_INSIGHT_BUCKET ? null : BUCKET_PARAM[next]),
  };
};
