import { Heart, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { SAVED_PAGE_SIZE, SavedEventList, useSavedEvents } from '@web/features/favorites';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/opgeslagen: the events the user saved, upcoming first. */
export const SavedEventsPage = () => {
  const { t } = useTranslation('favorites');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useSavedEvents(page);
  useDocumentTitle(t('page.title'));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / SAVED_PAGE_SIZE)) : 1;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <div data-testid="saved-events-page">
      <header className="mb-6">
        <h1 className="text-3xl leading-tight font-medium sm:text-4xl">{t('page.title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">
          {query.data && query.data.total > 0
            ? t('page.total', { count: query.data.total })
            : t('page.description')}
        </p>
      </header>
      {query.isPending ? (
        <SkeletonList rowClassName="h-80" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" />
      ) : query.isError ? (
        <StatePanel
          icon={TriangleAlert}
          tone="error"
          title={t('page.errorTitle')}
          description={t('page.errorText')}
          action={<Button onClick={() => void query.refetch()}>{t('page.retry')}</Button>}
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
