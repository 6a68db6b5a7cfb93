import { useTranslation } from 'react-i18next';
import type { AdminProfileType } from '@core/schemas/adminDirectory';
import { AdminBackLink, AdminHeading } from '@web/features/admin';
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
        <AdminBackLink to={PROFILE_KINDS[type].listPath}>{t(`${type}.back`)}</AdminBackLink>
      </AdminHeading>
      <CreateProfileForm type={type} />
    </div>
  );
};

/** /admin/organisatie-aanmaken, /admin/venue-aanmaken, /admin/professional-aanmaken. */
export const AdminCreateOrganizationPage = () => <CreatePage type="organization" />;
export const AdminCreateVenuePage = () => <CreatePage type="venue" />;
export const AdminCreateProfessionalPage = () => <CreatePage type="professional" />;
