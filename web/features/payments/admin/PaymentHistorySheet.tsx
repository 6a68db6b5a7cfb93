import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Sheet } from '@web/components/ui/Sheet';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { InvoiceItems } from '../InvoiceItems';
import { day } from './format';
import { usePaymentHistory } from './queries';
import { SubscriptionStatusBadge } from '../SubscriptionStatusBadge';

type PaymentHistorySheetProps = {
  member: { userId: string; name: string } | null;
  onClose: () => void;
};

/** A member's subscriptions and invoices (with PDF links), from a row of the admin table. */
export const PaymentHistorySheet = ({ member, onClose }: PaymentHistorySheetProps) => {
  const { t, i18n } = useTranslation('payments');
  const query = usePaymentHistory(member?.userId ?? null);
  const name = member?.name ?? '';

  return (
    <Sheet
      open={member !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('admin.history.title', { name })}
      description={t('admin.history.description')}
      closeLabel={t('admin.history.close')}
      testId="payment-history"
    >
      {query.isPending ? (
        <SkeletonList rows={4} rowClassName="h-14" />
      ) : query.isError ? (
        <ErrorPanel
          title={t('admin.history.loadTitle')}
          description={apiErrorMessage(query.error, t)}
          retryLabel={t('admin.table.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="space-y-6 pb-4">
          <section>
            <h3 className="mb-2 font-display text-lg font-semibold">{t('admin.history.subscriptions')}</h3>
            {query.data.subscriptions.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('admin.history.noSubscriptions')}</p>
            ) : (
              <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
                {query.data.subscriptions.map((s) => (
                  <li
                    key={s.id}
                    className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                    data-testid="history-subscription"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-ink">
                        {s.planName} · {t(`interval.${s.interval}`)}
                      </p>
                      <p className="text-sm text-ink-soft">
                        {t('admin.history.started', { date: day(s.createdAt, i18n.language) })}
                        {s.currentPeriodEnd
                          ? ` · ${t('admin.table.until', { date: day(s.currentPeriodEnd, i18n.language) })}`
                          : ''}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {s.nextAmount === null && s.status === 'active' ? (
                        <Badge tone="neutral">{t('admin.table.granted')}</Badge>
                      ) : null}
                      <SubscriptionStatusBadge status={s.status} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="mb-2 font-display text-lg font-semibold">{t('admin.history.invoices')}</h3>
            {query.data.invoices.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('admin.history.noInvoices')}</p>
            ) : (
              <InvoiceItems invoices={query.data.invoices} label={t('admin.history.invoices')} />
            )}
          </section>
        </div>
      )}
    </Sheet>
  );
};
