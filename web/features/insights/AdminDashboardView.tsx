import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@web/components/ui/Skeleton';
import { LoadError } from '@web/features/admin';
import { DashboardFigures } from './DashboardFigures';
import { useAdminDashboard } from './queries';

/** /admin: the figure groups, loading as skeleton tiles, a failure with a retry. */
export const AdminDashboardView = () => {
  const { t, i18n } = useTranslation('insights');
  const query = useAdminDashboard();
  if (query.isPending) {
    return (
      <div aria-busy data-testid="dashboard-loading" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">{t('dashboard.loading')}</span>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-[74px]" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(query.data.generatedAt));
  return (
    <div data-testid="admin-dashboard">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{t('dashboard.generatedAt', { time })}</p>
        <Link
          to="/admin/analytics"
          className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-ink hover:border-forest-300 focus-visible:outline-2 focus-visible:outline-forest-600"
        >
          <BarChart3 aria-hidden className="size-4" />
          {t('dashboard.toAnalytics')}
        </Link>
      </div>
      <DashboardFigures data={query.data} />
    </div>
  );
};
