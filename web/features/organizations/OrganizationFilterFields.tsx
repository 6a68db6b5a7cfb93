import { useTranslation } from 'react-i18next';
import type { OrganizationFilterState } from '@core/domain/organizationFilters';
import type { OrganizationCategoryOption } from '@core/schemas/organizations';
import { FilterSelect, withCurrentChoice } from '@web/features/directories';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type OrganizationFilterFieldsProps = {
  filters: OrganizationFilterState;
  update: UpdateUrlFilters<OrganizationFilterState>;
  categories: readonly OrganizationCategoryOption[];
};

/** The organisation directory's own field inside DirectoryFilterPanel: the category. */
export const OrganizationFilterFields = ({ filters, update, categories }: OrganizationFilterFieldsProps) => {
  const { t } = useTranslation('organizations');
  return (
    <FilterSelect
      id="organizations-filter-category"
      label={t('directory.category')}
      value={filters.category}
      onChange={(category) => update((s) => ({ ...s, category }))}
      anyLabel={t('directory.allCategories')}
      options={withCurrentChoice(
        filters.category,
        categories.map((c) => ({ value: c.slug, label: c.label })),
      )}
      testId="organizations-category"
    />
  );
};
