import { useTranslation } from 'react-i18next';
import type { OrganizationFilterState } from '@core/domain/organizationFilters';
import type { OrganizationCategoryOption } from '@core/schemas/organizations';
import { fieldClassName } from '@web/components/ui/Input';
import { LocationField, type SearchCenter } from '@web/features/geo';
import { cn } from '@web/lib/cn';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type OrganizationFilterPanelProps = {
  filters: OrganizationFilterState;
  update: UpdateUrlFilters<OrganizationFilterState>;
  center: SearchCenter;
  categories: readonly OrganizationCategoryOption[];
  idPrefix: string;
};

/** Location and radius (the shared geo field) and the organisation category. */
export const OrganizationFilterPanel = ({
  filters,
  update,
  center,
  categories,
  idPrefix,
}: OrganizationFilterPanelProps) => {
  const { t } = useTranslation('organizations');
  // A category from a shared link stays selectable before the options have arrived.
  const options =
    filters.category && !categories.some((c) => c.slug === filters.category)
      ? [{ slug: filters.category, label: filters.category }, ...categories]
      : categories;
  return (
    <div className="flex flex-col gap-6">
      <LocationField
        location={filters.location}
        radius={filters.radius}
        center={center}
        onLocationChange={(location) => update((s) => ({ ...s, location }))}
        onRadiusChange={(radius) => update((s) => ({ ...s, radius }))}
        idPrefix={`${idPrefix}-location`}
        testIdPrefix="organizations"
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${idPrefix}-category`} className="text-sm font-medium text-ink">
          {t('directory.category')}
        </label>
        <select
          id={`${idPrefix}-category`}
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
    </div>
  );
};
