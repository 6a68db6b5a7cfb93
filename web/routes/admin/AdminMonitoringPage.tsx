import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { AdminHeading, LoadError, formatDateTime } from '@web/features/admin';
import { MonitoringView, useMonitoring } from '@web/features/monitoring';
import { cn } from '@web/lib/cn';

/** /admin/monitoring (issue 16): instances, job runs, mail, errors, request rates and the database; every 30 s. */
export const AdminMonitoringPage = () => {
  const { t, i18n } = useTranslation('monitoring');
  const query = useMonitoring();
  const refreshing = query.isFetching;

  return (
    <div data-testid="admin-monitoring-page">
      <AdminHeading title={t('page.title')} description={t('page.intro')} />
      <div className="mb-8 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={refreshing}>
          <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin')} />
          {refreshing ? t('page.refreshing') : t('page.refresh')}
        </Button>
        <p className="text-sm text-ink-soft" aria-live="polite" data-testid="monitoring-updated">
          {query.data
            ? t('page.updated', { time: formatDateTime(query.data.generatedAt, i18n.language) })
            : null}
        </p>
      </div>
      {query.data ? (
        <MonitoringView data={query.data} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div role="status" aria-label={t('page.loading')}>
          <SkeletonList rows={6} rowClassName="h-28" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" />
        </div>
      )}
    </div>
  );
};
