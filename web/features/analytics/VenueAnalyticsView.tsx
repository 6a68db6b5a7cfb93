import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';
import { ChartCard } from './ChartCard';
import { formatDay } from './format';
import { KpiCard } from './KpiCard';
import { useVenueAnalytics } from './queries';
import { RangePicker } from './RangePicker';
import { TopEventsTable } from './TopEventsTable';
import { useAnalyticsRange } from './useAnalyticsRange';

const FOREST = 'var(--color-forest-600)';
const CLAY = 'var(--color-clay-500)';
const SAND = 'var(--color-sand-500)';

/**
 * /dashboard/venue/analytics: booking requests and accepted bookings, occupancy, saves, review average and
 * views of the events held at the venue, with the top events.
 */
export const VenueAnalyticsView = () => {
  const { t, i18n } = useTranslation('analytics');
  const [days, setDays] = useAnalyticsRange();
  const query = useVenueAnalytics(days);
  const retry = () => void query.refetch();
  const picker = <RangePicker value={days} onChange={setDays} />;
  if (query.isPending)
    return (
      <div className="space-y-4">
        {picker}
        <AnalyticsSkeleton />
      </div>
    );
  if (query.isError)
    return (
      <ErrorPanel
        title={t('loadFailed')}
        description={t('loadFailedHint')}
        retryLabel={t('retry')}
        onRetry={retry}
        testId="analytics-error"
      />
    );
  const data = query.data;
  if (!data.venue)
    return (
      <StatePanel
        icon={Building2}
        title={t('empty.noVenueTitle')}
        description={t('empty.noVenue')}
        action={
          <Button asChild>
            <Link to="/dashboard/venue/profiel">{t('empty.toVenueProfile')}</Link>
          </Button>
        }
      />
    );
  const day = (d: string) => formatDay(d, i18n.language, 'long');
  return (
    <div className="space-y-4" data-testid="venue-analytics" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {picker}
        <p className="text-sm text-ink-soft">{t('period', { from: day(data.from), to: day(data.to) })}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <KpiCard label={t('kpi.requests')} kpi={data.kpis.requests} />
        <KpiCard label={t('kpi.accepted')} kpi={data.kpis.accepted} />
        <KpiCard label={t('kpi.occupancy')} kpi={data.kpis.occupancy} mode="difference" digits={1} unit="%" />
        <KpiCard label={t('kpi.venueSaves')} kpi={data.kpis.saves} />
        <KpiCard label={t('kpi.eventViews')} kpi={data.kpis.views} />
        <KpiCard label={t('kpi.reviewAverage')} kpi={data.kpis.reviewAverage} mode="difference" digits={1} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          id="boekingsaanvragen"
          title={t('chart.requests')}
          rows={data.series}
          series={[
            { key: 'requests', label: t('csv.requests'), color: SAND },
            { key: 'accepted', label: t('csv.accepted'), color: FOREST },
          ]}
          kind="bar"
          onRetry={retry}
        />
        <ChartCard
          id="bezetting"
          title={t('chart.occupancy')}
          rows={data.series}
          series={[{ key: 'occupancy', label: t('csv.occupancy'), color: FOREST }]}
          kind="line"
          domain={[0, 100]}
          unit="%"
          empty={
            <span>
              {t('empty.noOpeningHours')}{' '}
              <Link
                to="/dashboard/venue/beschikbaarheid"
                className="font-medium text-forest-700 underline underline-offset-2"
              >
                {t('empty.toAvailability')}
              </Link>
            </span>
          }
          onRetry={retry}
        />
        <ChartCard
          id="opgeslagen"
          title={t('chart.venueSaves')}
          rows={data.series}
          series={[{ key: 'saves', label: t('csv.saves'), color: CLAY }]}
          kind="bar"
          onRetry={retry}
        />
        <ChartCard
          id="beoordeling"
          title={t('chart.reviewAverage')}
          rows={data.series}
          series={[{ key: 'reviewAverage', label: t('csv.reviewAverage'), color: CLAY }]}
          kind="line"
          domain={[0, 5]}
          onRetry={retry}
        />
        <ChartCard
          id="weergaven-evenementen"
          title={t('chart.eventViews')}
          rows={data.series}
          series={[{ key: 'views', label: t('csv.views'), color: FOREST }]}
          kind="area"
          onRetry={retry}
        />
      </div>
      <TopEventsTable events={data.topEvents} from={data.from} to={data.to} />
    </div>
  );
};
