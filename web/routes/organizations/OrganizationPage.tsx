import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';
import { FollowButton } from '@web/features/follows';
import { StartConversationButton } from '@web/features/messages';
import { ReviewsSection } from '@web/features/reviews';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import {
  OrganizationAbout,
  OrganizationContact,
  OrganizationEvents,
  OrganizationHero,
  OrganizationRating,
  OrganizationVideos,
  useOrganizationDetail,
} from '@web/features/organizations';
import { VenueGallery, VenueMap } from '@web/features/venues';

/** `/organization/{slug}` and `/organisatie/{slug}` (or id): the public organisation page; unknown → Dutch 404. */
export const OrganizationPage = () => {
  const { organizationSlug = '' } = useParams();
  return (
    <PublicDetailPage
      query={useOrganizationDetail(organizationSlug)}
      ns="organizations"
      documentTitle={(organization) => organization.name}
    >
      {(organization) => (
        <Container className="py-6 sm:py-10" data-testid="organization-page">
          <OrganizationHero
            organization={organization}
            actions={
              <>
                <FollowButton
                  userId={organization.ownerUserId}
                  initialCount={organization.followerCount}
                  label={organization.name}
                />
                <StartConversationButton
                  to={{ kind: 'profile', profileType: 'organization', profileId: organization.id }}
                  name={organization.name}
                  ownerId={organization.ownerUserId}
                />
              </>
            }
          />
          <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-12">
              <OrganizationAbout organization={organization} />
              <VenueGallery
                gallery={organization.gallery}
                name={organization.name}
                testId="organization-gallery"
              />
              <OrganizationVideos organization={organization} />
              <VenueMap venue={organization} testId="organization-map" />
            </div>
            <aside className="min-w-0 space-y-4 lg:sticky lg:top-24 lg:self-start">
              <OrganizationContact organization={organization} />
              <OrganizationRating organization={organization} />
            </aside>
          </div>
          <div className="mt-16 space-y-16">
            <OrganizationEvents organization={organization} />
            <ReviewsSection
              subjectType="organization"
              subject={organization.slug}
              limit={3}
              showEvents
              allHref={`/organization/${organization.slug}/reviews`}
            />
          </div>
        </Container>
      )}
    </PublicDetailPage>
  );
};
