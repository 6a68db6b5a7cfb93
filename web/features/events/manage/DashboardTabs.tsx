import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardEventCounts, DashboardEventTab } from '@core/schemas/eventWrite';
import { cn } from '@web/lib/cn';
import { DASHBOARD_TAB_SEGMENTS, dashboardTabPath } from './dashboardTabs';

type DashboardTabsProps = {
  active: DashboardEventTab;
  counts: DashboardEventCounts | undefined;
  /** The search travels along when switching tabs. */
  search: string;
};

/** The tab strip of spec §4 (each tab its own URL), with the number of events per tab; scrolls on a phone. */
export const DashboardTabs = ({ active, counts, search }: DashboardTabsProps) => {
  const { t } = useTranslation('eventAdmin');
  const query = search ? `?q=${encodeURIComponent(search)}` : '';
  return (
    <nav aria-label={t('tabs.label')} className="-mx-1 mb-5 overflow-x-auto px-1 pb-1">
      <ul className="flex min-w-max gap-1 rounded-2xl border border-line bg-white p-1">
        {DASHBOARD_TAB_SEGMENTS.map(({ tab }) => {
          const isActive = tab === active;
          return (
            <li key={tab}>
              <Link
                to={`${dashboardTabPath(tab)}${query}`}
                aria-current={isActive ? 'page' : undefined}
                data-testid={`dashboard-tab-${tab}`}
                className={cn(
                  'flex items-center gap-2 rounded-xl px-3 py-2 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-forest-600',
                  isActive
                    ? 'bg-forest-700 font-semibold text-white'
                    : 'text-ink-soft hover:bg-sand-100 hover:text-ink',
                )}
              >
                {t(`tabs.${tab}`)}
                {counts ? (
                  <span
                    data-testid={`dashboard-tab-count-${tab}`}
                    className={cn(
                      'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                      isActive ? 'bg-white/20 text-white' : 'bg-sand-100 text-ink-muted',
                    )}
                  >
                    {counts[tab]}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
