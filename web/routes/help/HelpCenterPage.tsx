import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { helpCenterSearch, isHelpSearch } from '@core/domain/help';
import { Container } from '@web/components/ui/Container';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeader } from '@web/components/ui/PageHeader';
import { Skeleton, SkeletonList } from '@web/components/ui/Skeleton';
import {
  HelpCategoryGrid,
  HelpContactBlock,
  HelpOverviewSections,
  HelpSearchBox,
  HelpSearchResults,
  useHelpOverview,
  useHelpSearch,
} from '@web/features/help';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * /support, /ondersteuning and /help: search as you type (words and category in the URL, so a search can be
 * shared and Back works), the categories (a click filters), featured articles, most read and the way to contact.
 */
export const HelpCenterPage = () => {
  const { t } = useTranslation('help');
  useDocumentTitle(t('center.title'));
  const [params, setParams] = useSearchParams();
  // The URL read as the server reads it for the page's first-render data.
  const search = helpCenterSearch(params);
  const { q, category } = search;
  const searching = isHelpSearch(search);
  const overview = useHelpOverview();
  const results = useHelpSearch(search, searching);

  const update = (changes: Record<string, string>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );

  const heading = q
    ? category
      ? t('search.resultsInCategory', { q, category })
      : t('search.resultsFor', { q })
    : category;

  return (
    <>
      <PageHeader eyebrow={t('center.eyebrow')} title={t('center.title')} description={t('center.intro')}>
        <div className="mt-7 max-w-2xl">
          <HelpSearchBox
            value={q}
            onSearch={(next, options) => update({ q: next.trim() }, options.replace)}
          />
        </div>
      </PageHeader>
      <Container className="space-y-12 py-10 sm:py-14">
        {searching ? (
          <HelpSearchResults
            heading={heading}
            data={results.data}
            isPending={results.isPending}
            isError={results.isError}
            isFetching={results.isFetching}
            onRetry={() => void results.refetch()}
            onPage={(next) =>
              setParams((current) => {
                const copy = new URLSearchParams(current);
                if (next > 1) copy.set('page', String(next));
                else copy.delete('page');
                return copy;
              })
            }
          />
        ) : null}
        <section aria-labelledby="help-categories-title">
          <h2 id="help-categories-title" className="mb-4 text-2xl font-medium">
            {t('categories.title')}
          </h2>
          {overview.isPending ? (
            <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-[4.5rem]" />
              ))}
            </div>
          ) : overview.isError ? (
            <ErrorPanel
              title={t('center.errorTitle')}
              description={t('center.errorText')}
              retryLabel={t('search.retry')}
              onRetry={() => void overview.refetch()}
            />
          ) : (
            <HelpCategoryGrid
              categories={overview.data.categories}
              selected={category}
              onSelect={(next) => update({ categorie: next })}
            />
          )}
        </section>
        {searching ? null : overview.isPending ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <SkeletonList rows={5} rowClassName="h-16" />
            <SkeletonList rows={5} rowClassName="h-16" />
          </div>
        ) : overview.data ? (
          <HelpOverviewSections overview={overview.data} />
        ) : null}
        <HelpContactBlock />
      </Container>
    </>
  );
};
