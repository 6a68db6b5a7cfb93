import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { AdminForumCategories, AdminForumReports } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /admin/forum: reported topics and replies, and the forum's categories. */
export const AdminForumPage = () => {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('admin.title'));
  return (
    <div data-testid="admin-forum-page" className="space-y-10">
      <PageHeading title={t('admin.title')} description={t('admin.description')} />
      <AdminForumReports />
      <AdminForumCategories />
    </div>
  );
};
