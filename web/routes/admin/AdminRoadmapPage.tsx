import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminHeading } from '@web/features/admin';
import { AdminRoadmapList } from '@web/features/roadmap';

/** /admin/roadmap (issue 16): the items of the public roadmap. */
export const AdminRoadmapPage = () => {
  const { t } = useTranslation('adminRoadmap');
  return (
    <div data-testid="admin-roadmap-page">
      <AdminHeading
        title={t('title')}
        description={
          <>
            {t('intro')}{' '}
            <Link to="/roadmap" className="font-medium text-forest-700 underline underline-offset-2">
              {t('publicLink')}
            </Link>
          </>
        }
      />
      <AdminRoadmapList />
    </div>
  );
};
