import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';
import { SaveProfileButton } from '@web/features/favorites';
import { FollowButton } from '@web/features/follows';
import { StartConversationButton } from '@web/features/messages';
import { ReviewsSection } from '@web/features/reviews';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import {
  ProfessionalAbout,
  ProfessionalFacts,
  ProfessionalHero,
  ProfessionalServices,
  RelatedProfessionals,
  useProfessionalDetail,
} from '@web/features/professionals';

/**
 * `/professionals/{slug or id}` (signed in only; visitors are sent to /restricted by the route guard): the
 * professional's profile with services and related professionals; an unknown one shows the Dutch 404 page.
 */
export const ProfessionalPage = () => {
  const { t } = useTranslation('professionals');
  const { professionalSlug = '' } = useParams();
  return (
    <PublicDetailPage
      query={useProfessionalDetail(professionalSlug)}
      ns="professionals"
      documentTitle={(professional) => t('page.documentTitle', { name: professional.businessName })}
      skeleton={
        <Container className="space-y-8 py-6 sm:py-10" aria-busy="true">
          <div className="flex gap-6">
            <Skeleton className="size-28 rounded-3xl sm:size-40" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="h-5 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </Container>
      }
    >
      {(professional) => (
        <Container className="py-6 sm:py-10" data-testid="professional-page">
          <ProfessionalHero
            professional={professional}
            actions={
              <>
                <SaveProfileButton
                  kind="professional"
                  id={professional.id}
                  initialCount={professional.savedCount}
                />
                <FollowButton
                  userId={professional.ownerUserId}
                  initialCount={professional.followerCount}
                  label={professional.businessName}
                />
                <StartConversationButton
                  to={{ kind: 'profile', profileType: 'professional', profileId: professional.id }}
                  name={professional.businessName}
                  ownerId={professional.ownerUserId}
                />
              </>
            }
          />
          <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-12">
              <ProfessionalServices services={professional.services} />
              <ProfessionalAbout professional={professional} />
            </div>
            <aside className="order-first min-w-0 space-y-4 lg:sticky lg:top-24 lg:order-none lg:self-start">
              <ProfessionalFacts professional={professional} />
            </aside>
          </div>
          <div className="mt-16 space-y-16">
            <ReviewsSection subjectType="professional" subject={professional.slug} />
            <RelatedProfessionals cards={professional.related} />
          </div>
        </Container>
      )}
    </PublicDetailPage>
  );
};
