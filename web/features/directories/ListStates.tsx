import { LoaderCircle, RotateCcw, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { ListUnavailable } from '@web/components/ui/ListUnavailable';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';

/**
 * The states around a paged result list, shared by /events and every directory. `ns` is the namespace
 * with `list.error`, `list.retry`, `list.loadingMore` and `list.allLoaded`; test ids are
 * `${testIdPrefix}-unavailable`, `-empty`, `-empty-reset`, `-all-loaded`, `-more-needs-script`.
 */
type ListStateBase = { ns: string; testIdPrefix: string };

/** The first page failed: an empty list with the shared notice and a retry (spec §8, ListUnavailable). */
export const ListError = ({
  testIdPrefix,
  error,
  onRetry,
}: Pick<ListStateBase, 'testIdPrefix'> & { error: unknown; onRetry: () => void }) => (
  <ListUnavailable testId={`${testIdPrefix}-unavailable`} error={error} onRetry={onRetry} />
);

type ListEmptyProps = {
  testIdPrefix: string;
  icon: LucideIcon;
  title: string;
  text: string;
  resetLabel: string;
  /** Shows the reset button when filters are in use. */
  onReset?: (() => void) | undefined;
};

/** Nothing found, with the reset button when filters are in use (spec §2). */
export const ListEmpty = ({ testIdPrefix, icon, title, text, resetLabel, onReset }: ListEmptyProps) => (
  <StatePanel
    icon={icon}
    testId={`${testIdPrefix}-empty`}
    title={title}
    description={text}
    action={
      onReset ? (
        <Button variant="secondary" onClick={onReset} data-testid={`${testIdPrefix}-empty-reset`}>
          <RotateCcw aria-hidden />
          {resetLabel}
        </Button>
      ) : null
    }
  />
);

type ListFooterProps = ListStateBase & {
  search: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  count: number;
  /** The element whose nearness loads the next page (directories observe it). */
  footerRef?: Ref<HTMLDivElement>;
};

/** Under the list: the next page's error with a retry, 'Meer laden...' or 'Alles geladen (n)'. */
export const ListFooter = ({ ns, testIdPrefix, search, count, footerRef }: ListFooterProps) => {
  const { t } = useTranslation(ns);
  return (
    <div ref={footerRef} className="mt-8 flex min-h-10 flex-col items-center gap-3 text-sm text-ink-muted">
      {search.isFetchNextPageError ? (
        <>
          <p className="text-clay-700">{t('list.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void search.fetchNextPage()}>
            <RotateCcw aria-hidden />
            {t('list.retry')}
          </Button>
        </>
      ) : search.hasNextPage ? (
        <>
          <p className="inline-flex items-center gap-2 noscript:hidden" aria-live="polite">
            <LoaderCircle aria-hidden className={cn('size-4', search.isFetchingNextPage && 'animate-spin')} />
            {t('list.loadingMore')}
          </p>
          {/* The next page comes by script only; without it the list ends here (server-rendered pages, issue 17). */}
          <noscript>
            <p data-testid={`${testIdPrefix}-more-needs-script`}>{t('common:pagination.moreNeedsScript')}</p>
          </noscript>
        </>
      ) : (
        <p data-testid={`${testIdPrefix}-all-loaded`}>{t('list.allLoaded', { count })}</p>
      )}
    </div>
  );
};
