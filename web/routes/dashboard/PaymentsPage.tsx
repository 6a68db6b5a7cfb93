import { Layers, Sprout } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  CurrentPlanCard,
  InvoicesSlot,
  SubscriptionStatusBadge,
  SyncPanel,
  formatDay,
  isSyncStale,
  planName,
  useBillingDetails,
  useMySubscriptions,
  useSubscriptionActions,
} from '@web/features/payments';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * /dashboard/betalingen (every signed-in member): the current plan with cancel, reactivate, change, portal and
 * the two syncs; bundles; then the invoices. A status older than an hour is synced once on arrival (spec §9).
 */
export const PaymentsPage = () => {
  const { t, i18n } = useTranslation('payments');
  const mine = useMySubscriptions();
  const billing = useBillingDetails(true);
  const actions = useSubscriptionActions();
  const autoSynced = useRef(false);
  useDocumentTitle(t('dashboard.title'));
  const data = mine.data;

  useEffect(() => {
    if (!data || autoSynced.current || !data.current) return;
    autoSynced.current = true;
    if (isSyncStale(data.lastSyncedAt, new Date())) void actions.syncStatus(true);
  }, [data, actions]);

  const buyer = { country: billing.data?.country ?? 'NL', vatNumber: billing.data?.vatNumber ?? null };
  const bundles = (data?.bundles ?? []).filter((b) => b.id !== data?.current?.id);

  return (
    <div data-testid="payments-page" className="space-y-8">
      <PageHeading title={t('dashboard.title')} description={t('dashboard.description')} />
      {mine.isPending ? (
        <div aria-busy="true" className="space-y-4" data-testid="payments-loading">
          <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-16 w-full rounded-[var(--radius-card)]" />
        </div>
      ) : mine.isError ? (
        <ErrorPanel
          title={t('dashboard.errorTitle')}
          description={t('dashboard.errorText')}
          retryLabel={t('dashboard.retry')}
          onRetry={() => void mine.refetch()}
        />
      ) : !data?.current ? (
        <StatePanel
          icon={Sprout}
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyText')}
          testId="payments-empty"
          action={
            <Button asChild>
              <Link to="/prijzen">{t('dashboard.toPricing')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <CurrentPlanCard
            subscription={data.current}
            buyer={buyer}
            portalAvailable={data.portalAvailable}
            actions={actions}
          />
          <SyncPanel lastSyncedAt={data.lastSyncedAt} actions={actions} />
        </>
      )}
      {bundles.length > 0 ? (
        <section aria-labelledby="payments-bundles">
          <h2 id="payments-bundles" className="mb-3 font-sans text-lg font-semibold">
            {t('dashboard.bundlesTitle')}
          </h2>
          <ul className="space-y-3">
            {bundles.map((b) => (
              <li
                key={b.id}
                className="flex flex-col gap-2 rounded-xl border border-line/80 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="flex items-center gap-2 font-medium">
                  <Layers aria-hidden className="size-4 text-forest-600" />
                  {planName(t, b.planId, b.planName)}
                </span>
                <span className="flex items-center gap-3 text-sm text-ink-soft">
                  <SubscriptionStatusBadge status={b.status} />
                  {b.currentPeriodEnd
                    ? t('dashboard.periodEnd', { date: formatDay(b.currentPeriodEnd, i18n.language) })
                    : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="payments-invoices">
        <h2 id="payments-invoices" className="mb-3 font-sans text-lg font-semibold">
          {t('dashboard.invoicesTitle')}
        </h2>
        <InvoicesSlot />
      </section>
    </div>
  );
};
