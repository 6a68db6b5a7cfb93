import { CalendarX, CircleCheck, LoaderCircle, RefreshCw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { VAT_RATE_NL } from '@core/domain/payments';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Container } from '@web/components/ui/Container';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { FormAlert } from '@web/components/ui/FormAlert';
import { PageHeader } from '@web/components/ui/PageHeader';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  CheckoutSkeleton,
  checkoutErrorText,
  formatDay,
  planName,
  useFollowRedirect,
  useRenewal,
  useStartRenewalCheckout,
} from '@web/features/payments';
import { isApiError } from '@web/lib/api';
import { apiErrorCode } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /subscription/renew/{renewalId}: the one-click renewal from the reminder mail. */
export const SubscriptionRenewPage = () => {
  const { t, i18n } = useTranslation('payments');
  const { renewalId = '' } = useParams();
  const { pathname } = useLocation();
  const renewal = useRenewal(renewalId);
  const start = useStartRenewalCheckout();
  const follow = useFollowRedirect();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('subscription.renew.title'));
  const money = (n: number) => formatMoney(n, moneyLanguage(i18n.language));

  if (renewal.isError && isApiError(renewal.error) && renewal.error.status === 401)
    return <Navigate to={`/auth/login?from=${encodeURIComponent(pathname)}`} replace />;

  const handleRenew = async () => {
    setError(null);
    try {
      const started = await start.mutateAsync(renewalId);
      await follow(started.url);
    } catch (err) {
      const text = checkoutErrorText(err, t);
      setError(text);
      notify.error(text);
    }
  };

  const code = apiErrorCode(renewal.error);
  const data = renewal.data;
  const state = code === 'renewal_expired' ? 'expired' : (data?.state ?? null);
  const toPayments = (
    <Button asChild>
      <Link to="/dashboard/betalingen">{t('subscription.renew.toPayments')}</Link>
    </Button>
  );
  const toPricing = (
    <Button asChild>
      <Link to="/prijzen">{t('subscription.renew.toPricing')}</Link>
    </Button>
  );

  let body;
  if (renewal.isPending) body = <CheckoutSkeleton />;
  else if (code === 'renewal_not_found' || code === 'not_found')
    body = (
      <StatePanel
        icon={SearchX}
        title={t('subscription.renew.notFoundTitle')}
        description={t('subscription.renew.notFoundText')}
        action={toPricing}
      />
    );
  else if (state === 'expired')
    body = (
      <StatePanel
        icon={CalendarX}
        title={t('subscription.renew.expiredTitle')}
        description={t('subscription.renew.expiredText')}
        testId="renewal-expired"
        action={toPricing}
      />
    );
  else if (state === 'used')
    body = (
      <StatePanel
        icon={CircleCheck}
        title={t('subscription.renew.usedTitle')}
        description={t('subscription.renew.usedText')}
        testId="renewal-used"
        action={toPayments}
      />
    );
  else if (!data)
    body = (
      <ErrorPanel
        title={t('subscription.renew.errorTitle')}
        description={t('subscription.renew.errorText')}
        retryLabel={t('subscription.renew.retry')}
        onRetry={() => void renewal.refetch()}
      />
    );
  else {
    const busy = start.isPending || start.isSuccess;
    body = (
      <Card className="mx-auto max-w-xl">
        <CardBody className="space-y-5">
          <dl className="space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('subscription.renew.plan')}</dt>
              <dd className="text-right font-medium" data-testid="renew-plan">
                {planName(t, data.planId, data.planName)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('subscription.renew.interval')}</dt>
              <dd className="font-medium">{t(`intervals.stored.${data.interval}`)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line/70 pt-3">
              <dt className="text-ink-muted">{t('checkout.amountExcl')}</dt>
              <dd>{money(data.amount)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">
                {data.vatAmount === 0 ? t('checkout.vatReverse') : t('checkout.vat', { rate: VAT_RATE_NL })}
              </dt>
              <dd>{money(data.vatAmount)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line/70 pt-3 text-base font-semibold">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="renew-total">
                {money(Math.round((data.amount + data.vatAmount) * 100) / 100)}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-ink-muted">
            {t('subscription.renew.validUntil', { when: formatDay(data.expiresAt, i18n.language) })}
          </p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button size="lg" className="w-full" disabled={busy} onClick={() => void handleRenew()}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
            {busy ? t('subscription.renew.submitting') : t('subscription.renew.submit')}
          </Button>
        </CardBody>
      </Card>
    );
  }

  return (
    <div data-testid="subscription-renew-page">
      <PageHeader
        eyebrow={t('subscription.renew.eyebrow')}
        title={t('subscription.renew.title')}
        description={t('subscription.renew.intro')}
      />
      <Container className="py-10 sm:py-14">{body}</Container>
    </div>
  );
};
