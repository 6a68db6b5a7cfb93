import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';
import { FollowButton } from '@web/features/follows';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { MemberProfile, useMemberDetail } from '@web/features/members';

/** `/member/{slug or id}`: a public member; private, suspended or unknown shows the Dutch 404 page. */
export const MemberPage = () => {
  const { t } = useTranslation('members');
  const { memberSlug = '' } = useParams();
  return (
    <PublicDetailPage
      query={useMemberDetail(memberSlug)}
      ns="members"
      documentTitle={(member) => member.name}
      skeleton={
        <Container className="space-y-6 py-8 sm:py-12" aria-busy="true">
          <div className="flex items-center gap-5">
            <Skeleton className="size-28 rounded-full" />
            <Skeleton className="h-10 w-64" />
          </div>
          <Skeleton className="h-24 w-full max-w-md" />
          <Skeleton className="h-32 w-full" />
        </Container>
      }
    >
      {(member) => (
        <Container className="py-8 sm:py-12">
          <Link
            to="/members"
            className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('page.back')}
          </Link>
          <MemberProfile
            member={member}
            actions={
              <FollowButton
                userId={member.ownerUserId}
                initialCount={member.followerCount}
                label={member.name}
              />
            }
          />
        </Container>
      )}
    </PublicDetailPage>
  );
};
