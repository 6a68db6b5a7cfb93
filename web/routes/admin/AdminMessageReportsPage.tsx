import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { AdminMessageReports } from '@web/features/messages';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /admin/berichten-meldingen: reported conversations; resolve, dismiss or suspend. */
export const AdminMessageReportsPage = () => {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('admin.title'));
  return (
    <div data-testid="admin-message-reports-page" className="space-y-6">
      <PageHeading title={t('admin.title')} description={t('admin.description')} />
      <AdminMessageReports />
    </div>
  );
};
