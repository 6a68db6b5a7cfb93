import { Compass, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { RecommendationList, useRecommendations } from '@web/features/recommendations';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** /dashboard/aanbevolen: upcoming events ranked by interests, follows and saves, each with its reason. */
export const RecommendedPage = () => {
  const { t } = useTranslation('recommendations');
  const query = useRecommendations();
  useDocumentTitle(t('recommended.title'));
  const first = query.data?.pages[0];
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div data-testid="recommended-page">
      <PageHeading
        title={t('recommended.title')}
        description={
          first && first.total > 0
            ? t('recommended.total', { count: first.total })
            : t('recommended.description')
        }
      />
      {query.isPending ? (
        <SkeletonList rows={6} rowClassName="h-80" className={GRID} />
      ) : query.isError ? (
        <ErrorPanel
          title={t('recommended.errorTitle')}
          description={t('recommended.errorText')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <StatePanel
          icon={first?.personalized ? SearchX : Compass}
          title={first?.personalized ? t('recommended.noneTitle') : t('recommended.emptyTitle')}
          description={first?.personalized ? t('recommended.noneText') : t('recommended.emptyText')}
          testId="recommended-empty"
          action={
            <Button asChild>
              <Link to="/dashboard/interesses">{t('recommended.chooseInterests')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <div className="mb-5 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link
              to="/dashboard/interesses"
              className="font-medium text-forest-700 underline-offset-4 hover:underline"
            >
              {t('recommended.editInterests')}
            </Link>
            <Link
              to="/dashboard/personalisatie"
              className="font-medium text-forest-700 underline-offset-4 hover:underline"
            >
              {t('recommended.editPersonalisation')}
            </Link>
          </div>
          <RecommendationList items={items} />
          {query.isFetchingNextPage ? (
            <SkeletonList rows={3} rowClassName="h-80" className={`mt-5 ${GRID}`} />
          ) : null}
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {t('recommended.shown', { shown: items.length, total: first?.total ?? items.length })}
            </p>
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                data-testid="recommended-more"
              >
                {query.isFetchingNextPage ? t('recommended.loadingMore') : t('recommended.more')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
};
