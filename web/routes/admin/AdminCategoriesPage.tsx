import { useTranslation } from 'react-i18next';
import { AdminHeading } from '@web/features/admin';
import { AdminCategoryTree } from '@web/features/categories';

/** /admin/categorieen (issue 16): the event category tree. */
export const AdminCategoriesPage = () => {
  const { t } = useTranslation('adminCategories');
  return (
    <div data-testid="admin-categories-page">
      <AdminHeading title={t('title')} description={t('intro')} />
      <AdminCategoryTree />
    </div>
  );
};
