import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { SAVED_PAGE_SIZE, SavedEventList, useSavedEvents } from '@web/features/favorites';
import { pageParam } from '@web/lib/pageParam';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/opgeslagen: the events the user saved, upcoming first. */
export const SavedEventsPage = () => {
  const { t } = useTranslation('favorites');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const query = useSavedEvents(page);
  useDocumentTitle(t('page.title'));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / SAVED_PAGE_SIZE)) : 1;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <div data-testid="saved-events-page">
      <PageHeading
        title={t('page.title')}
        description={
          query.data && query.data.total > 0
            ? t('page.total', { count: query.data.total })
            : t('page.description')
        }
      />
      {query.isPending ? (
        <SkeletonList rowClassName="h-80" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" />
      ) : query.isError ? (
        <ErrorPanel
          title={t('page.errorTitle')}
          description={t('page.errorText')}
          retryLabel={t('page.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <StatePanel
          icon={Heart}
          title={t('page.emptyTitle')}
          description={t('page.emptyText')}
          testId="saved-events-empty"
          action={
            <Button asChild>
              <Link to="/events">{t('page.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <SavedEventList items={query.data.items} />
          {pages > 1 ? (
            <nav
              className="mt-8 flex items-center justify-between gap-3"
              aria-label={t('page.pageOf', { page, pages })}
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('page.previous')}
              </Button>
              <span className="text-sm text-ink-muted">{t('page.pageOf', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('page.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
};
