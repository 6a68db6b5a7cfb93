import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { MyForumActivity } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/forum: the member's own topics and replies. */
export const DashboardForumPage = () => {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('mine.title'));
  return (
    <div data-testid="dashboard-forum-page">
      <PageHeading title={t('mine.title')} description={t('mine.description')} />
      <MyForumActivity />
    </div>
  );
};
