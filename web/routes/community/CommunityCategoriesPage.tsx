import { useTranslation } from 'react-i18next';
import { CategoryList } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { CommunityLayout } from './CommunityLayout';

/** /community/categories: every active category with its counts and badges. */
export const CommunityCategoriesPage = () => {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('categories.title'));
  return (
    <CommunityLayout
      title={t('categories.title')}
      description={t('categories.description')}
      testId="community-categories-page"
    >
      <CategoryList />
    </CommunityLayout>
  );
};
