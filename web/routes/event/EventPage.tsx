import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  EventDescription,
  EventHero,
  EventLocation,
  EventPageSkeleton,
  EventSchedule,
  EventSpeakers,
  EventTickets,
  OrganizerCard,
  RelatedEvents,
  ReportEventButton,
  useCountEventView,
  useEventDetail,
  VenueCard,
} from '@web/features/events';
import { useSavedCountStream } from '@web/features/favorites';
import { StartConversationButton } from '@web/features/messages';
import { EventDiscussions } from '@web/features/forum';
import { isApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { NotFoundPage } from '@web/routes/system/NotFoundPage';

/** /event/{id} and /evenement/{slug or id}: the public event page. */
export const EventPage = () => {
  const { t } = useTranslation('eventDetail');
  const params = useParams();
  const value = params.eventSlug ?? params.id ?? '';
  const query = useEventDetail(value);
  const liveCount = useSavedCountStream(query.data?.id);
  useCountEventView(query.data?.id);
  useDocumentTitle(query.data?.title ?? (query.isError ? t('errorTitle') : null));

  if (query.isPending) return <EventPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return (
      <Container className="py-12">
        <StatePanel
          icon={TriangleAlert}
          tone="error"
          title={t('errorTitle')}
          description={t('errorText')}
          testId="event-page-error"
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      </Container>
    );
  }

  const event = query.data;
  // Only shared or put in a calendar on a click, never rendered: the server render (no window) leaves the origin out.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const pageUrl = `${origin}/evenement/${event.slug || event.id}`;
  return (
    <Container className="py-6 sm:py-10" data-testid="event-page">
      <EventHero event={event} savedCount={liveCount ?? event.savedCount} pageUrl={pageUrl} />
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-12">
          <EventDescription html={event.descriptionHtml} />
          <EventSchedule event={event} />
          <EventSpeakers speakers={event.speakers} />
          <EventLocation event={event} />
          <EventDiscussions eventId={event.id} />
        </div>
        <aside className="min-w-0 space-y-4 lg:sticky lg:top-24 lg:self-start">
          <EventTickets event={event} />
          {event.organizer ? (
            <>
              <OrganizerCard organizer={event.organizer} />
              <StartConversationButton
                to={{ kind: 'event', eventId: event.id }}
                name={event.organizer.name}
                className="w-full"
              />
            </>
          ) : null}
          {event.venue ? <VenueCard venue={event.venue} /> : null}
          <ReportEventButton eventId={event.id} />
        </aside>
      </div>
      <div className="mt-16">
        <RelatedEvents events={event.related} />
      </div>
    </Container>
  );
};
