import { ReviewsSection } from '@web/features/reviews';
import { ArrowLeft, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminHeading, LoadError } from '@web/features/admin';
import { FlagBadges, ProfileDetail, useAdminProfile } from '@web/features/adminDirectory';
import { isApiError } from '@web/lib/api';

const BackLink = () => {
  const { t } = useTranslation('adminDirectory');
  return (
    <Link
      to="/admin/organisaties"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('organization.back')}
    </Link>
  );
};

/** /admin/organisatie/{id}: one organisation with owner, team, flags, links and its audit history. */
export const AdminOrganizationDetailPage = () => {
  const { t } = useTranslation('adminDirectory');
  const { orgId = '' } = useParams();
  const query = useAdminProfile('organization', orgId);

  if (query.isPending) {
    return (
      <div aria-busy className="space-y-4">
        <BackLink />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div>
        <BackLink />
        {missing ? (
          <StatePanel
            icon={Building2}
            title={t('detail.notFoundTitle')}
            description={t('detail.notFoundText')}
            action={
              <Link to="/admin/organisaties" className="font-medium text-forest-700 hover:underline">
                {t('organization.back')}
              </Link>
            }
          />
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const profile = query.data;
  return (
    <div data-testid="admin-organization-detail">
      <AdminHeading
        title={profile.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{profile.city ?? t('list.noCity')}</span>
            <FlagBadges profile={profile} />
          </span>
        }
      >
        <BackLink />
      </AdminHeading>
      <ProfileDetail
        profile={profile}
        reviews={<ReviewsSection subjectType="organization" subject={profile.id} showEvents />}
      />
    </div>
  );
};
