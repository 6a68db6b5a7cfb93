import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

type FiltersButtonProps = { count: number; onClick: () => void };

/** Opens the filter sheet on small screens; the badge counts the filters in use. */
export const FiltersButton = ({ count, onClick }: FiltersButtonProps) => {
  const { t } = useTranslation('events');
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      className="h-12 shrink-0"
      aria-label={count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}
      data-testid="events-filters-button"
    >
      <SlidersHorizontal aria-hidden />
      <span>{t('filters.open')}</span>
      {count > 0 ? (
        <span
          aria-hidden
          className="grid min-w-5 place-items-center rounded-full bg-forest-700 px-1.5 text-xs font-semibold text-white"
          data-testid="events-filters-count"
        >
          {count}
        </span>
      ) : null}
    </Button>
  );
};
