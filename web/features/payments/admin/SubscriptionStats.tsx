import type { TFunction } from 'i18next';
import { TriangleAlert } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { Button } from '@web/components/ui/Button';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import type { AdminStatsDto } from './api';
import { money, monthLabel } from './format';
import { useAdminSubscriptionStats } from './queries';

/** Recharts comes with the chart only, after the figures are on screen. */
const MrrChart = lazy(() => import('./MrrChart').then((m) => ({ default: m.MrrChart })));

type Figure = { key: string; label: string; value: string; hint?: string };

const figuresOf = (stats: AdminStatsDto, t: TFunction, language: string) => {
  const count = (status: string) => stats.byStatus.find((s) => s.status === status)?.count ?? 0;
  const { ended, converted, endingIn7Days } = stats.trials;
  const figures: Figure[] = [
    {
      key: 'mrr',
      label: t('admin.stats.currentMrr'),
      value: money(stats.currentMrr, language),
      hint: t('admin.stats.currentMrrHint'),
    },
    { key: 'active', label: t('admin.stats.active'), value: String(count('active')) },
    { key: 'trialing', label: t('admin.stats.trialing'), value: String(count('trialing')) },
    { key: 'past_due', label: t('admin.stats.pastDue'), value: String(count('past_due')) },
    { key: 'ending', label: t('admin.stats.endingSoon'), value: String(endingIn7Days) },
    {
      key: 'conversion',
      label: t('admin.stats.conversion'),
      value: ended > 0 ? `${Math.round((converted / ended) * 100)}%` : '–',
      hint:
        ended > 0 ? t('admin.stats.conversionHint', { converted, ended }) : t('admin.stats.conversionNone'),
    },
  ];
  return figures;
};

/** The figures of /admin/abonnementen: six cards and the MRR bar chart over 12 months. */
export const SubscriptionStats = () => {
  const { t, i18n } = useTranslation('payments');
  const query = useAdminSubscriptionStats();

  if (query.isPending) {
    return (
      <div className="mb-8 space-y-4" aria-busy="true">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <StatePanel
        className="mb-8"
        tone="error"
        icon={TriangleAlert}
        title={t('admin.stats.loadTitle')}
        description={apiErrorMessage(query.error, t)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('admin.table.retry')}
          </Button>
        }
      />
    );
  }
  const stats = query.data;
  const summary = stats.mrr
    .map((m) => `${monthLabel(m.month, i18n.language, 'long')} ${money(m.amount, i18n.language)}`)
    .join(', ');
  return (
    <section aria-label={t('admin.stats.label')} className="mb-8 space-y-4" data-testid="subscription-stats">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {figuresOf(stats, t, i18n.language).map((f) => (
          <div
            key={f.key}
            className="rounded-[var(--radius-card)] border border-line bg-white p-4"
            data-testid={`stat-${f.key}`}
          >
            <dt className="text-sm text-ink-soft">{f.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-ink">{f.value}</dd>
            {f.hint ? <dd className="mt-1 text-xs text-ink-muted">{f.hint}</dd> : null}
          </div>
        ))}
      </dl>
      <Card>
        <CardBody>
          <h2 className="font-display text-lg font-semibold">{t('admin.stats.chartTitle')}</h2>
          <p className="mb-4 text-sm text-ink-soft">{t('admin.stats.chartDescription')}</p>
          <div role="img" aria-label={t('admin.stats.chartLabel', { summary })}>
            <LazyBoundary fallback={<Skeleton className="h-56 w-full" />}>
              <MrrChart data={stats.mrr} />
            </LazyBoundary>
          </div>
        </CardBody>
      </Card>
    </section>
  );
};
