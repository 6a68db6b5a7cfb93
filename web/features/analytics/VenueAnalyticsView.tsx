import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AnalyticsFrame } from './AnalyticsFrame';
import { ChartCard } from './ChartCard';
import { KpiCard } from './KpiCard';
import { useVenueAnalytics } from './queries';
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
  const { t } = useTranslation('analytics');
  const [days, setDays] = useAnalyticsRange();
  const query = useVenueAnalytics(days);
  const retry = () => void query.refetch();
  return (
    <AnalyticsFrame
      days={days}
      onDays={setDays}
      query={query}
      testId="venue-analytics"
      empty={(data) =>
        data.venue ? null : (
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
        )
      }
    >
      {(data) => (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <KpiCard label={t('kpi.requests')} kpi={data.kpis.requests} />
            <KpiCard label={t('kpi.accepted')} kpi={data.kpis.accepted} />
            <KpiCard
              label={t('kpi.occupancy')}
              kpi={data.kpis.occupancy}
              mode="difference"
              digits={1}
              unit="%"
            />
            <KpiCard label={t('kpi.venueSaves')} kpi={data.kpis.saves} />
            <KpiCard label={t('kpi.eventViews')} kpi={data.kpis.views} />
            <KpiCard
              label={t('kpi.reviewAverage')}
              kpi={data.kpis.reviewAverage}
              mode="difference"
              digits={1}
            />
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
        </>
      )}
    </AnalyticsFrame>
  );
};
