import { Download, LoaderCircle, Search, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Input } from '@web/components/ui/Input';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { downloadAttendeesCsv } from './api';
import { formatDateTime, orderStatusTone } from './format';
import { useOrganiserOrders } from './queries';

const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The event's orders: search by buyer, paged, with the attendee CSV export. */
export const OrganiserOrders = ({ eventId }: { eventId: string }) => {
  const { t, i18n } = useTranslation('tickets');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [exporting, setExporting] = useState(false);
  const orders = useOrganiserOrders(eventId, page, q);
  const money = (amount: number) => formatMoney(amount, moneyLanguage(i18n.language));

  const handleExport = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await downloadAttendeesCsv(eventId);
      saveBlob(blob, filename);
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="organiser-orders-title" className="space-y-4" data-testid="organiser-orders">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="organiser-orders-title" className="font-display text-xl font-semibold text-ink">
          {t('organiser.orders')}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={exporting}
          onClick={() => void handleExport()}
          data-testid="attendees-csv"
        >
          {exporting ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
          {t('organiser.export')}
        </Button>
      </div>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQ(draft.trim());
        }}
      >
        <label htmlFor="organiser-orders-search" className="sr-only">
          {t('organiser.search')}
        </label>
        <Input
          id="organiser-orders-search"
          type="search"
          value={draft}
          placeholder={t('organiser.searchPlaceholder')}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value === '' && q !== '') {
              setPage(1);
              setQ('');
            }
          }}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          <span className="max-sm:sr-only">{t('organiser.searchButton')}</span>
        </Button>
      </form>
      {orders.isPending ? (
        <SkeletonList rows={4} rowClassName="h-14 rounded-xl" />
      ) : orders.isError ? (
        <ErrorPanel
          title={t('organiser.ordersError')}
          description={apiErrorMessage(orders.error, t)}
          retryLabel={t('purchase.retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.items.length === 0 ? (
        <StatePanel
          icon={Ticket}
          title={q ? t('organiser.noMatch') : t('organiser.noOrders')}
          description={q ? t('organiser.noMatchText') : t('organiser.noOrdersText')}
          testId="organiser-orders-empty"
        />
      ) : (
        <>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
            {orders.data.items.map((row) => (
              <li
                key={row.id}
                className="grid gap-1 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
                data-testid="organiser-order-row"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                    <span className="truncate">{row.buyerName}</span>
                    <Badge tone={orderStatusTone(row.status)}>{t(`status.${row.status}`)}</Badge>
                  </p>
                  <p className="truncate text-sm text-ink-soft">{row.buyerEmail}</p>
                  <p className="text-xs text-ink-muted">
                    {formatDateTime(row.paidAt ?? row.createdAt, i18n.language)}
                  </p>
                </div>
                <div className="text-sm sm:text-right">
                  <p className="text-ink">
                    {t('organiser.rowTickets', { count: row.quantity, name: row.ticketName })}
                  </p>
                  <p className="text-ink-soft">
                    {row.total === 0 ? t('price.free') : money(row.total)} ·{' '}
                    {t('organiser.rowCheckedIn', { checkedIn: row.checkedIn, count: row.quantity })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={orders.data.pageSize}
            total={orders.data.total}
            onPage={setPage}
            hideSinglePage
            summary={(pages) => t('organiser.pageOf', { page, pages, count: orders.data.total })}
          />
        </>
      )}
    </section>
  );
};
