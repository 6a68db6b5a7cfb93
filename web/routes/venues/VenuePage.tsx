import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import {
  useVenueDetail,
  VenueDescription,
  VenueEvents,
  VenueFacts,
  VenueFeatures,
  VenueGallery,
  VenueHero,
  VenueMap,
} from '@web/features/venues';
import { ReviewsSection } from '@web/features/reviews';
import { SaveProfileButton } from '@web/features/favorites';
import { StartConversationButton } from '@web/features/messages';
import { VenueBookingSection } from '@web/features/bookings';

/** `/venues/{slug or id}`: the public venue page; an unknown venue shows the Dutch 404 page. */
export const VenuePage = () => {
  const { venueSlug = '' } = useParams();
  return (
    <PublicDetailPage query={useVenueDetail(venueSlug)} ns="venues" documentTitle={(venue) => venue.name}>
      {(venue) => (
        <Container className="py-6 sm:py-10" data-testid="venue-page">
          <VenueHero
            venue={venue}
            actions={
              <>
                <SaveProfileButton kind="venue" id={venue.id} initialCount={venue.savedCount} />
                <StartConversationButton
                  to={{ kind: 'profile', profileType: 'venue', profileId: venue.id }}
                  name={venue.name}
                />
              </>
            }
          />
          <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-12">
              <VenueDescription html={venue.descriptionHtml} />
              <VenueGallery gallery={venue.gallery} name={venue.name} />
              <VenueFeatures venue={venue} />
              <VenueMap venue={venue} />
            </div>
            <aside className="min-w-0 space-y-4 lg:sticky lg:top-24 lg:self-start">
              <VenueFacts venue={venue} />
            </aside>
          </div>
          <div className="mt-16 space-y-16">
            <VenueBookingSection venueId={venue.id} />
            <VenueEvents events={venue.upcomingEvents} />
            <ReviewsSection subjectType="venue" subject={venue.slug} />
          </div>
        </Container>
      )}
    </PublicDetailPage>
  );
};
