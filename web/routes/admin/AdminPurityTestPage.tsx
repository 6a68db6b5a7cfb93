import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminBackLink, AdminHeading } from '@web/features/admin';
import { PurityReportView } from '@web/features/purity';

/** /admin/gebruiker/:userId/purity-test (issue 16): is this account's data consistent, and repair what is not. */
export const AdminPurityTestPage = () => {
  const { t } = useTranslation('purity');
  const { userId = '' } = useParams();
  return (
    <div data-testid="admin-purity-page">
      <AdminHeading title={t('page.title')} description={t('page.intro')}>
        <AdminBackLink to={`/admin/gebruiker/${userId}`}>{t('page.back')}</AdminBackLink>
      </AdminHeading>
      <PurityReportView userId={userId} />
    </div>
  );
};
