import { ReviewsSection } from '@web/features/reviews';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminBackLink, AdminDetailQuery, AdminHeading } from '@web/features/admin';
import { FlagBadges, ProfileDetail, useAdminProfile } from '@web/features/adminDirectory';

const LIST_PATH = '/admin/organisaties';

/** /admin/organisatie/{id}: one organisation with owner, team, flags, links and its audit history. */
export const AdminOrganizationDetailPage = () => {
  const { t } = useTranslation('adminDirectory');
  const { orgId = '' } = useParams();
  const back = <AdminBackLink to={LIST_PATH}>{t('organization.back')}</AdminBackLink>;
  return (
    <AdminDetailQuery
      query={useAdminProfile('organization', orgId)}
      back={back}
      notFound={
        <StatePanel
          icon={Building2}
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundText')}
          action={
            <Link to={LIST_PATH} className="font-medium text-forest-700 hover:underline">
              {t('organization.back')}
            </Link>
          }
        />
      }
    >
      {(profile) => (
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
            {back}
          </AdminHeading>
          <ProfileDetail
            profile={profile}
            reviews={<ReviewsSection subjectType="organization" subject={profile.id} showEvents />}
          />
        </div>
      )}
    </AdminDetailQuery>
  );
};
