import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FOLLOW_KINDS, type FollowKind } from '@core/schemas/follows';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { FOLLOWING_PAGE_SIZE, FollowingList, useFollowing } from '@web/features/follows';
import { cn } from '@web/lib/cn';
import { pageParam } from '@web/lib/pageParam';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/organisaties: the organisations, professionals and members the participant follows. */
export const FollowingPage = () => {
  const { t } = useTranslation('follows');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const kindParam = params.get('kind');
  const kind = FOLLOW_KINDS.find((k) => k === kindParam);
  const query = useFollowing(page, kind);
  useDocumentTitle(t('page.title'));
  const go = (next: { page?: number; kind?: FollowKind | undefined }) => {
    const nextKind = 'kind' in next ? next.kind : kind;
    const nextPage = next.page ?? 1;
    setParams({
      ...(nextKind ? { kind: nextKind } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });
  };
  const counts = query.data?.counts;
  const all = counts ? counts.organization + counts.professional + counts.member : 0;

  return (
    <div data-testid="following-page">
      <PageHeading
        title={t('page.title')}
        description={all > 0 ? t('page.total', { count: all }) : t('page.description')}
      />
      {counts && all > 0 ? (
        <div role="group" aria-label={t('page.filterLabel')} className="mb-6 flex flex-wrap gap-2">
          {([undefined, ...FOLLOW_KINDS] as const).map((k) => {
            const active = k === kind;
            return (
              <button
                key={k ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => go({ kind: k })}
                className={cn(
                  'h-9 rounded-full border px-3 text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
                  active
                    ? 'border-forest-700 bg-forest-700 text-white'
                    : 'border-line bg-white text-ink-soft hover:bg-forest-50',
                )}
              >
                {k ? t(`page.sections.${k}`) : t('page.all')} ({k ? counts[k] : all})
              </button>
            );
          })}
        </div>
      ) : null}
      {query.isPending ? (
        <SkeletonList rowClassName="h-20" className="space-y-3" />
      ) : query.isError ? (
        <ErrorPanel
          title={t('page.errorTitle')}
          description={t('page.errorText')}
          retryLabel={t('page.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <StatePanel
          icon={Building2}
          title={kind && all > 0 ? t('page.emptyKindTitle') : t('page.emptyTitle')}
          description={t('page.emptyText')}
          testId="following-empty"
          action={
            <Button asChild>
              <Link to="/organizations">{t('page.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <FollowingList items={query.data.items} />
          <Pagination
            page={page}
            pageSize={FOLLOWING_PAGE_SIZE}
            total={query.data.total}
            onPage={(p) => go({ page: p })}
            summary={(pages) => t('page.summary', { page, pages })}
            hideSinglePage
          />
        </>
      )}
    </div>
  );
};
