import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListUnavailable } from '@web/components/ui/ListUnavailable';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';

type ForumPage<T> = { items: T[]; page: number; pageSize: number; total: number };

const hasNoItems = (data: ForumPage<unknown>) => data.items.length === 0;

type ForumPagedListProps<T> = {
  query: UseQueryResult<ForumPage<T>, unknown>;
  /** The placeholders while the first page loads. */
  skeleton: ComponentProps<typeof SkeletonList>;
  /** The error panel's title; its text is the API's message, with a retry. */
  errorTitle: string;
  /** What stands in place of an empty page (usually a StatePanel with a way forward). */
  empty: ReactNode;
  /** When a page counts as empty: no items by default. */
  isEmpty?: (data: ForumPage<T>) => boolean;
  /** Absent: a short list without pagination. */
  onPage?: ((page: number) => void) | undefined;
  /** The forum key of the pagination line, given `page`, `pages` and `count` (the total). */
  summaryKey: string;
  /** The list of the current page's items. */
  children: (items: T[]) => ReactNode;
};

/**
 * The body of a paged forum list (topics, replies, leaderboard, my activity, reports): skeletons, the load
 * error with a retry, the empty state, then the items with the pagination line (hidden on a single page).
 */
export const ForumPagedList = <T,>({
  query,
  skeleton,
  errorTitle,
  empty,
  isEmpty = hasNoItems,
  onPage,
  summaryKey,
  children,
}: ForumPagedListProps<T>) => {
  const { t } = useTranslation('forum');
  if (query.isPending) return <SkeletonList {...skeleton} />;
  if (query.isError)
    return (
      <ListUnavailable
        testId="forum-list-unavailable"
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { data } = query;
  if (isEmpty(data)) return <>{empty}</>;
  return (
    <>
      {children(data.items)}
      {onPage ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          hideSinglePage
          onPage={onPage}
          summary={(pages) => t(summaryKey, { page: data.page, pages, count: data.total })}
        />
      ) : null}
    </>
  );
};
