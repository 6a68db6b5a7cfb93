import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The line beside the buttons ("Pagina 2 van 7 · 130 evenementen"), in the caller's words. */
  summary: (pages: number) => string;
  /** Render nothing when everything fits on one page. */
  hideSinglePage?: boolean;
};

/** Previous / next under a paged list, with a summary announced to screen readers. */
export const Pagination = ({
  page,
  pageSize,
  total,
  onPage,
  summary,
  hideSinglePage = false,
}: PaginationProps) => {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideSinglePage && pages <= 1) return null;
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-ink-soft" aria-live="polite">
        {summary(pages)}
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
