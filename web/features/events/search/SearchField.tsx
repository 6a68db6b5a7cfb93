import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@web/features/directories';
import type { UpdateFilters } from './useEventFilters';

type SearchFieldProps = { value: string; update: UpdateFilters; id: string; className?: string };

/** Search text, applied 300 ms after typing stops (spec §5); Enter applies it at once. */
export const SearchField = ({ value, update, id, className }: SearchFieldProps) => {
  const { t } = useTranslation('events');
  const commit = useCallback(
    (q: string, options: { replace: boolean }) => update((s) => ({ ...s, q }), options),
    [update],
  );
  return (
    <SearchBox
      value={value}
      onCommit={commit}
      id={id}
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      testId="events-search"
      {...(className ? { className } : {})}
    />
  );
};
