import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { LoadError } from './LoadError';
import { resultsSummary } from './resultsSummary';

type Paged<T> = { items: T[]; page: number; pageSize: number; total: number };

type AdminPagedListProps<T> = {
  query: UseQueryResult<Paged<T>, unknown>;
  /** The skeleton rows' height class while the first page loads ('h-16'). */
  rowClassName: string;
  /** The StatePanel for no results. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** The rows of the current page. */
  children: (items: T[]) => ReactNode;
};

/**
 * The body of an admin list (users, e-mail log, profiles): skeletons, the load error with a retry, the empty
 * state, then the rows (dimmed while the next page loads) with the pagination line.
 */
export const AdminPagedList = <T,>({
  query,
  rowClassName,
  empty,
  onPage,
  children,
}: AdminPagedListProps<T>) => {
  const { t } = useTranslation('admin');
  if (query.isPending) return <SkeletonList rowClassName={rowClassName} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <>{empty}</>;
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      {children(query.data.items)}
      <Pagination
        page={query.data.page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        onPage={onPage}
        summary={resultsSummary(t, query.data.page, query.data.total)}
      />
    </div>
  );
};
