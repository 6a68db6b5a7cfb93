import { useTranslation } from 'react-i18next';
import { FiltersButton as SharedFiltersButton } from '@web/features/directories';

type FiltersButtonProps = { count: number; onClick: () => void };

/** Opens the filter sheet on small screens; the badge counts the filters in use. */
export const FiltersButton = ({ count, onClick }: FiltersButtonProps) => {
  const { t } = useTranslation('events');
  return (
    <SharedFiltersButton
      count={count}
      onClick={onClick}
      label={t('filters.open')}
      countLabel={t('filters.openWithCount', { count })}
      testIdPrefix="events"
    />
  );
};
