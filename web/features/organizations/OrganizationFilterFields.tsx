import { useTranslation } from 'react-i18next';
import type { OrganizationFilterState } from '@core/domain/organizationFilters';
import type { OrganizationCategoryOption } from '@core/schemas/organizations';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type OrganizationFilterFieldsProps = {
  filters: OrganizationFilterState;
  update: UpdateUrlFilters<OrganizationFilterState>;
  categories: readonly OrganizationCategoryOption[];
};

const id = 'organizations-filter-category';

/** The organisation directory's own field inside DirectoryFilterPanel: the category. */
export const OrganizationFilterFields = ({ filters, update, categories }: OrganizationFilterFieldsProps) => {
  const { t } = useTranslation('organizations');
  // A category from a shared link stays selectable before the options have arrived.
  const options =
    filters.category && !categories.some((c) => c.slug === filters.category)
      ? [{ slug: filters.category, label: filters.category }, ...categories]
      : categories;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('directory.category')}
      </label>
      <select
        id={id}
        value={filters.category}
        onChange={(e) => update((s) => ({ ...s, category: e.target.value }))}
        className={cn(fieldClassName, 'h-10 px-3 py-0 text-sm')}
        data-testid="organizations-category"
      >
        <option value="">{t('directory.allCategories')}</option>
        {options.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
};
