import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminBackLink, AdminDetailQuery, AdminHeading } from '@web/features/admin';
import {
  ADMIN_EVENTS_PATH,
  AdminEventActions,
  AdminEventFacts,
  AdminEventHistory,
  AdminEventStatusBadge,
  EventReportList,
  useAdminEvent,
} from '@web/features/adminEvents';

/** /admin/evenement/{eventId}: an event's facts, actions, members' reports and full history. */
export const AdminEventDetailPage = () => {
  const { t } = useTranslation('adminEvents');
  const { eventId = '' } = useParams();
  const back = <AdminBackLink to={ADMIN_EVENTS_PATH}>{t('detail.back')}</AdminBackLink>;
  return (
    <AdminDetailQuery
      query={useAdminEvent(eventId)}
      back={back}
      notFound={
        <StatePanel
          icon={CalendarX}
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundText')}
        />
      }
    >
      {(event) => (
        <div data-testid="admin-event-detail">
          <AdminHeading title={event.title} description={<AdminEventStatusBadge status={event.status} />}>
            {back}
          </AdminHeading>
          <div className="grid gap-5 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-5">
              <AdminEventActions event={event} />
              <AdminEventFacts event={event} />
              <EventReportList eventId={event.id} reports={event.reports} />
            </div>
            <div className="min-w-0">
              <AdminEventHistory entries={event.history} />
            </div>
          </div>
        </div>
      )}
    </AdminDetailQuery>
  );
};
