import { CalendarPlus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardEventTab } from '@core/schemas/eventWrite';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { CREATE_EVENT_PATH } from './dashboardTabs';

type DashboardEventsEmptyProps = { tab: DashboardEventTab; search: string };

/** An empty tab says what would appear here, and offers 'Nieuw evenement'. */
export const DashboardEventsEmpty = ({ tab, search }: DashboardEventsEmptyProps) => {
  const { t } = useTranslation('eventAdmin');
  return (
    <StatePanel
      testId="dashboard-events-empty"
      icon={search ? SearchX : CalendarPlus}
      title={search ? t('empty.searchTitle', { q: search }) : t(`empty.${tab}.title`)}
      description={search ? t('empty.searchText') : t(`empty.${tab}.text`)}
      action={
        <Button asChild>
          <Link to={CREATE_EVENT_PATH}>
            <CalendarPlus aria-hidden />
            {t('newEvent')}
          </Link>
        </Button>
      }
    />
  );
};
