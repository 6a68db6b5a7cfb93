import { DetailLoadError } from '@web/routes/system/DetailLoadError';
import { FollowButton } from '@web/features/follows';
import { ReviewsSection } from '@web/features/reviews';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
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
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** `/organization/{slug}` and `/organisatie/{slug}` (or id): the public organisation page; unknown → Dutch 404. */
export const OrganizationPage = () => {
  const { t } = useTranslation('organizations');
  const { organizationSlug = '' } = useParams();
  const query = useOrganizationDetail(organizationSlug);
  useDocumentTitle(query.data?.name ?? (query.isError ? t('page.errorTitle') : null));

  if (query.isPending) {
    return (
      <Container className="space-y-6 py-6 sm:py-10" aria-busy="true">
        <Skeleton className="aspect-[16/9] w-full sm:aspect-[21/8]" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </Container>
    );
  }
  if (query.isError)
    return <DetailLoadError error={query.error} ns="organizations" onRetry={() => void query.refetch()} />;

  const organization = query.data;
  return (
    <Container className="py-6 sm:py-10" data-testid="organization-page">
      <OrganizationHero
        organization={organization}
        actions={
          <FollowButton
            userId={organization.ownerUserId}
            initialCount={organization.followerCount}
            label={organization.name}
          />
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
  );
};
