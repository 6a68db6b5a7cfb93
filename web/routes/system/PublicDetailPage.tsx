import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { DetailLoadError } from './DetailLoadError';

/** While a venue or organisation loads: its cover, name and first lines. */
export const CoverPageSkeleton = () => (
  <Container className="space-y-6 py-6 sm:py-10" aria-busy="true">
    <Skeleton className="aspect-[16/9] w-full sm:aspect-[21/8]" />
    <Skeleton className="h-10 w-2/3" />
    <Skeleton className="h-24 w-full" />
  </Container>
);

type PublicDetailPageProps<T> = {
  query: UseQueryResult<T, unknown>;
  /** The page's namespace: `page.errorTitle`, `page.errorText` and `page.retry` (DetailLoadError). */
  ns: string;
  /** The tab title once the profile is in. */
  documentTitle: (data: T) => string;
  /** The page's shape while it loads; the cover page's by default. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A public detail page (venue, organisation, professional, member, service) around its query: the tab title,
 * the skeleton while loading, DetailLoadError when the query fails, and the page itself once the data is in.
 */
export const PublicDetailPage = <T,>({
  query,
  ns,
  documentTitle,
  skeleton = <CoverPageSkeleton />,
  children,
}: PublicDetailPageProps<T>) => {
  const { t } = useTranslation(ns);
  useDocumentTitle(query.data ? documentTitle(query.data) : query.isError ? t('page.errorTitle') : null);
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError)
    return <DetailLoadError error={query.error} ns={ns} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
};
