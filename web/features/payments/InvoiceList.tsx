import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { InvoiceItems } from './InvoiceItems';
import { useInvoices } from './useInvoices';

/**
 * The member's invoices for /dashboard/betalingen: paged, newest first, each with its PDF; skeletons while
 * loading, an empty state that leads to the plans, an error with a retry.
 */
export const InvoiceList = () => {
  const { t } = useTranslation('payments');
  const [page, setPage] = useState(1);
  const query = useInvoices(page);

  if (query.isPending) return <SkeletonList rows={3} rowClassName="h-16" />;
  if (query.isError) {
    return (
      <ErrorPanel
        title={t('invoices.loadTitle')}
        description={apiErrorMessage(query.error, t)}
        retryLabel={t('invoices.retry')}
        onRetry={() => void query.refetch()}
        testId="invoices-error"
      />
    );
  }
  if (query.data.total === 0) {
    return (
      <StatePanel
        icon={ReceiptText}
        title={t('invoices.emptyTitle')}
        description={t('invoices.emptyDescription')}
        action={
          <Link to="/prijzen" className={buttonVariants({ variant: 'secondary' })}>
            {t('invoices.emptyAction')}
          </Link>
        }
        testId="invoices-empty"
      />
    );
  }
  return (
    <div
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      data-testid="invoice-list"
    >
      <InvoiceItems invoices={query.data.items} label={t('invoices.listLabel')} />
      <Pagination
        page={query.data.page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        onPage={setPage}
        hideSinglePage
        summary={(pages) =>
          `${t('invoices.summary', { count: query.data.total })} · ${t('invoices.pageStatus', { page: query.data.page, pages })}`
        }
      />
    </div>
  );
};
