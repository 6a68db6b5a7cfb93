import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

type PaginationProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous / next with "Pagina 2 van 7" and the number of results. */
export const Pagination = ({ page, pageSize, total, onPage }: PaginationProps) => {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t('pagination.total', { count: total })} · {t('pagination.status', { page, pages })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          {t('pagination.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
};
