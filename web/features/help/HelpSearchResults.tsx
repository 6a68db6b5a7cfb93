import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpSearchResponse } from '@core/schemas/help';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { HelpArticleList } from './HelpArticleList';

type HelpSearchResultsProps = {
  heading: string;
  data: HelpSearchResponse | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
};

/** Search or category results: skeleton, retry, 'Geen resultaten gevonden' leading to /contact, or the list. */
export const HelpSearchResults = ({
  heading,
  data,
  isPending,
  isError,
  isFetching,
  onRetry,
  onPage,
}: HelpSearchResultsProps) => {
  const { t } = useTranslation('help');
  return (
    <section aria-labelledby="help-results-title" aria-busy={isFetching} data-testid="help-results">
      <h2 id="help-results-title" className="mb-3 text-2xl font-medium">
        {heading}
      </h2>
      {isPending ? (
        <SkeletonList rows={4} rowClassName="h-20" />
      ) : isError || !data ? (
        <ErrorPanel
          title={t('search.errorTitle')}
          description={t('search.errorText')}
          retryLabel={t('search.retry')}
          onRetry={onRetry}
        />
      ) : data.items.length === 0 ? (
        <StatePanel
          icon={SearchX}
          testId="help-no-results"
          title={t('search.empty')}
          description={t('search.emptyText')}
          action={
            <Link to="/contact" className="font-medium text-forest-700 underline underline-offset-2">
              {t('search.emptyContact')}
            </Link>
          }
        />
      ) : (
        <div className={isFetching ? 'opacity-60 transition-opacity' : undefined}>
          <p className="sr-only" aria-live="polite">
            {t('search.summary', { count: data.total })}
          </p>
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-1.5">
            <HelpArticleList articles={data.items} label={heading} />
          </div>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={onPage}
            hideSinglePage
            summary={(pages) => t('search.pages', { page: data.page, pages, count: data.total })}
          />
        </div>
      )}
    </section>
  );
};
