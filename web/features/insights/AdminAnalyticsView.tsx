import { useTranslation } from 'react-i18next';
import { INSIGHT_BUCKETS, INSIGHT_PERIODS, type AdminAnalytics } from '@core/schemas/insights';
import { LoadError } from '@web/features/admin';
import {
  AnalyticsSkeleton,
  ChartCard,
  formatDay,
  formatNumber,
  usePreloadTimeChart,
} from '@web/features/analytics';
import { useAdminAnalytics } from './queries';
import { type RankedRow, RankedCard } from './RankedCard';
import { ChoiceGroup } from './ChoiceGroup';
import { useInsightParams } from './useInsightParams';

const FOREST = 'var(--color-forest-600)';
const CLAY = 'var(--color-clay-500)';
const SAND = 'var(--color-sand-500)';
const DEEP = 'var(--color-forest-900)';

/** /admin/analytics: period and bucket in the URL, a chart with CSV for every series. */
export const AdminAnalyticsView = () => {
  const { t, i18n } = useTranslation('insights');
  const { t: tScreens } = useTranslation('screens');
  const { days, bucket, setDays, setBucket } = useInsightParams();
  const query = useAdminAnalytics(days, bucket);
  usePreloadTimeChart();
  const s = (key: string) => t(`analytics.series.${key}`);
  /** A chart's series, each named by its own key ('started' → 'Gestart'). */
  const series = (...entries: [key: string, color: string][]) =>
    entries.map(([key, color]) => ({ key, label: s(key), color }));

  const pickers = (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <ChoiceGroup
        name="insights-period"
        legend={t('analytics.period.legend')}
        options={INSIGHT_PERIODS.map((value) => ({
          value,
          label: t('analytics.period.days', { count: value }),
        }))}
        value={days}
        onChange={setDays}
        testId="period-picker"
      />
      <ChoiceGroup
        name="insights-bucket"
        legend={t('analytics.bucket.legend')}
        options={INSIGHT_BUCKETS.map((value) => ({ value, label: t(`analytics.bucket.${value}`) }))}
        value={bucket}
        onChange={setBucket}
        testId="bucket-picker"
      />
      {query.data ? (
        <p className="text-sm text-ink-soft" data-testid="analytics-range">
          {t('analytics.range', {
            from: formatDay(query.data.from, i18n.language, 'long'),
            to: formatDay(query.data.to, i18n.language, 'long'),
          })}
        </p>
      ) : null}
    </div>
  );

  if (query.isPending) {
    return (
      <>
        {pickers}
        <AnalyticsSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {pickers}
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const data: AdminAnalytics = query.data;
  const retry = () => void query.refetch();
  // What every ranked card shares: the CSV's period, the empty text, the retry.
  const rankedShared = {
    period: { from: data.from, to: data.to },
    empty: t('analytics.empty'),
    onRetry: retry,
  };
  const named = (rows: AdminAnalytics['eventsByType']): RankedRow[] =>
    rows.map((row) => ({ key: row.key, label: row.label, values: [row.count] }));
  const terms = (rows: AdminAnalytics['topTerms']): RankedRow[] =>
    rows.map((row) => ({ key: row.term, label: row.term, values: [row.searches, row.zeroResults] }));
  const rate =
    data.trialTotals.started > 0
      ? `${formatNumber((data.trialTotals.converted / data.trialTotals.started) * 100, i18n.language, 1)}%`
      : '';

  return (
    <div
      aria-busy={query.isFetching}
      className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}
    >
      {pickers}
      <div className="grid gap-4 lg:grid-cols-2" data-testid="admin-analytics-charts">
        <ChartCard
          id="aanmeldingen"
          title={t('analytics.charts.signups')}
          rows={data.signups}
          kind="bar"
          series={series(
            ['participant', FOREST],
            ['organization', CLAY],
            ['venue', SAND],
            ['professional', DEEP],
          )}
          onRetry={retry}
        />
        <div className="grid gap-2">
          <ChartCard
            id="proefperiodes"
            title={t('analytics.charts.trials')}
            rows={data.trials}
            kind="line"
            series={series(['started', FOREST], ['converted', CLAY])}
            onRetry={retry}
          />
          <p className="px-1 text-sm text-ink-soft" data-testid="trial-conversion">
            {data.trialTotals.started > 0
              ? t('analytics.conversion', { ...data.trialTotals, rate })
              : t('analytics.conversionNone')}
          </p>
        </div>
        <ChartCard
          id="zoekopdrachten"
          title={t('analytics.charts.searches')}
          rows={data.searches}
          kind="line"
          series={series(['searches', FOREST], ['zeroResults', CLAY])}
          onRetry={retry}
        />
        <ChartCard
          id="paginaweergaven"
          title={t('analytics.charts.traffic')}
          rows={data.traffic}
          kind="area"
          series={series(['views', FOREST])}
          onRetry={retry}
        />
        <RankedCard
          id="evenementen-per-type"
          title={t('analytics.charts.eventsByType')}
          nameLabel={t('analytics.columns.name')}
          valueLabels={[s('count')]}
          rows={named(data.eventsByType).map((row) =>
            row.key === 'none' ? { ...row, label: t('analytics.noType') } : row,
          )}
          {...rankedShared}
        />
        <RankedCard
          id="evenementen-per-provincie"
          title={t('analytics.charts.eventsByProvince')}
          nameLabel={t('analytics.columns.name')}
          valueLabels={[s('count')]}
          rows={named(data.eventsByProvince).map((row) =>
            row.key === 'online'
              ? { ...row, label: t('analytics.online') }
              : row.key === 'unknown'
                ? { ...row, label: t('analytics.unknownProvince') }
                : row,
          )}
          {...rankedShared}
        />
        <RankedCard
          id="zoektermen"
          title={t('analytics.charts.topTerms')}
          nameLabel={t('analytics.columns.term')}
          valueLabels={[s('searches'), s('zeroResults')]}
          rows={terms(data.topTerms)}
          {...rankedShared}
        />
        <RankedCard
          id="zoektermen-zonder-resultaat"
          title={t('analytics.charts.zeroResultTerms')}
          nameLabel={t('analytics.columns.term')}
          valueLabels={[s('zeroResults'), s('searches')]}
          rows={data.zeroResultTerms.map((row) => ({
            key: row.term,
            label: row.term,
            values: [row.zeroResults, row.searches],
          }))}
          {...rankedShared}
        />
        <div className="lg:col-span-2">
          <RankedCard
            id="verkeer-per-pagina"
            title={t('analytics.charts.trafficByPage')}
            nameLabel={t('analytics.columns.page')}
            valueLabels={[s('views')]}
            rows={data.trafficByPage.map((row) => ({
              key: row.key,
              label: tScreens(`${row.key}.title`, { defaultValue: row.label }),
              values: [row.count],
            }))}
            {...rankedShared}
          />
        </div>
      </div>
    </div>
  );
};
