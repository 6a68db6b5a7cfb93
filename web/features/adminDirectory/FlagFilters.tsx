import { useTranslation } from 'react-i18next';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { FlagFilterValue } from './api';

export const FILTER_KEYS = ['verified', 'premium', 'hidden'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const asFlagFilter = (value: string): FlagFilterValue =>
  value === 'true' || value === 'false' ? value : '';

type FlagFiltersProps = {
  values: Record<FilterKey, FlagFilterValue>;
  onChange: (key: FilterKey, value: FlagFilterValue) => void;
};

/** Verified, premium and hidden as three selects (Alle / Ja / Nee) that apply at once. */
export const FlagFilters = ({ values, onChange }: FlagFiltersProps) => {
  const { t } = useTranslation('adminDirectory');
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex">
      {FILTER_KEYS.map((key) => (
        <div key={key} className="min-w-0 sm:w-36">
          <label htmlFor={`profile-filter-${key}`} className="mb-1.5 block text-sm font-medium text-ink">
            {t(`filters.${key}`)}
          </label>
          <select
            id={`profile-filter-${key}`}
            value={values[key]}
            onChange={(event) => onChange(key, asFlagFilter(event.target.value))}
            className={cn(fieldClassName, 'h-12 py-0')}
          >
            <option value="">{t('filters.all')}</option>
            <option value="true">{t('filters.yes')}</option>
            <option value="false">{t('filters.no')}</option>
          </select>
        </div>
      ))}
    </div>
  );
};
