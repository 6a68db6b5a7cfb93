import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminProfileType } from '@core/schemas/adminDirectory';
import { AdminHeading } from '@web/features/admin';
import { CreateProfileForm, PROFILE_KINDS, ProfileDirectory } from '@web/features/adminDirectory';

/** /admin/organisaties, /admin/venues, /admin/professionals. */
export const AdminOrganizationsPage = () => <ProfileDirectory type="organization" />;
export const AdminVenuesPage = () => <ProfileDirectory type="venue" />;
export const AdminProfessionalsPage = () => <ProfileDirectory type="professional" />;

const CreatePage = ({ type }: { type: AdminProfileType }) => {
  const { t } = useTranslation('adminDirectory');
  return (
    <div data-testid={`admin-create-${type}`}>
      <AdminHeading title={t(`${type}.createTitle`)} description={t('create.description')}>
        <Link
          to={PROFILE_KINDS[type].listPath}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t(`${type}.back`)}
        </Link>
      </AdminHeading>
      <CreateProfileForm type={type} />
    </div>
  );
};

/** /admin/organisatie-aanmaken, /admin/venue-aanmaken, /admin/professional-aanmaken. */
export const AdminCreateOrganizationPage = () => <CreatePage type="organization" />;
export const AdminCreateVenuePage = () => <CreatePage type="venue" />;
export const AdminCreateProfessionalPage = () => <CreatePage type="professional" />;
