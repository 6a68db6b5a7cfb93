import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AnalyticsFrame } from './AnalyticsFrame';
import { ChartCard } from './ChartCard';
import { KpiCard } from './KpiCard';
import { useOrganizationAnalytics } from './queries';
import { TopEventsTable } from './TopEventsTable';
import { useAnalyticsRange } from './useAnalyticsRange';

const FOREST = 'var(--color-forest-600)';
const CLAY = 'var(--color-clay-500)';

/** /dashboard/analytics: views, saves, followers and review average of the organisation, and its top events. */
export const OrganizationAnalyticsView = () => {
  const { t } = useTranslation('analytics');
  const [days, setDays] = useAnalyticsRange();
  const query = useOrganizationAnalytics(days);
  const retry = () => void query.refetch();
  return (
    <AnalyticsFrame days={days} onDays={setDays} query={query} testId="organization-analytics">
      {(data) => (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <KpiCard label={t('kpi.views')} kpi={data.kpis.views} />
            <KpiCard label={t('kpi.saves')} kpi={data.kpis.saves} />
            <KpiCard label={t('kpi.followers')} kpi={data.kpis.followers} />
            <KpiCard
              label={t('kpi.reviewAverage')}
              kpi={data.kpis.reviewAverage}
              mode="difference"
              digits={1}
            />
          </div>
          {data.kpis.views.current + data.kpis.saves.current + data.kpis.followers.current === 0 ? (
            <StatePanel
              icon={BarChart3}
              title={t('empty.title')}
              description={t('empty.organization')}
              action={
                <Button asChild>
                  <Link to="/dashboard/evenementen">{t('empty.toEvents')}</Link>
                </Button>
              }
            />
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard
              id="weergaven"
              title={t('chart.views')}
              rows={data.series}
              series={[{ key: 'views', label: t('csv.views'), color: FOREST }]}
              kind="area"
              onRetry={retry}
            />
            <ChartCard
              id="opgeslagen"
              title={t('chart.saves')}
              rows={data.series}
              series={[{ key: 'saves', label: t('csv.saves'), color: CLAY }]}
              kind="bar"
              onRetry={retry}
            />
            <ChartCard
              id="volgers"
              title={t('chart.followers')}
              rows={data.series}
              series={[{ key: 'followers', label: t('csv.followers'), color: FOREST }]}
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
          </div>
          <TopEventsTable events={data.topEvents} from={data.from} to={data.to} />
        </>
      )}
    </AnalyticsFrame>
  );
};
