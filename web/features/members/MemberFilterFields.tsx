import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberFilterState } from '@core/domain/memberFilters';
import { SearchBox } from '@web/features/directories';
import type { CommitOptions } from '@web/lib/useDebouncedField';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

type MemberFilterFieldsProps = {
  filters: MemberFilterState;
  update: UpdateUrlFilters<MemberFilterState>;
};

/** The members directory's own field inside DirectoryFilterPanel: the city, applied as you type (spec §5). */
export const MemberFilterFields = ({ filters, update }: MemberFilterFieldsProps) => {
  const { t } = useTranslation('members');
  const onCity = useCallback(
    (city: string, options: CommitOptions) => update((s) => ({ ...s, city }), options),
    [update],
  );
  return (
    <SearchBox
      value={filters.city}
      onCommit={onCity}
      id="members-city"
      label={t('filters.city')}
      placeholder={t('filters.cityPlaceholder')}
      testId="members-city"
      showLabel
    />
  );
};
