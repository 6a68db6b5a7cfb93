import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/Skeleton';
import { isApiError } from '@web/lib/api';
import { LoadError } from './LoadError';

type AdminDetailQueryProps<T> = {
  query: UseQueryResult<T, unknown>;
  /** The AdminBackLink, shown above the skeleton and the error states too. */
  back: ReactNode;
  /** What an unknown id (404, or 400 for one that is not an id) shows under the back link. */
  notFound: ReactNode;
  children: (data: T) => ReactNode;
};

/** An admin detail page (user, organisation) around its query: skeleton, not found, retry, then the page. */
export const AdminDetailQuery = <T,>({ query, back, notFound, children }: AdminDetailQueryProps<T>) => {
  if (query.isPending) {
    return (
      <div aria-busy className="space-y-4">
        {back}
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div>
        {back}
        {missing ? notFound : <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      </div>
    );
  }
  return <>{children(query.data)}</>;
};
