import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  ACTIVATION_PATIENCE_MS,
  ACTIVATION_POLL_MS,
  CheckoutSkeleton,
  activationOf,
  checkoutHref,
  formatDay,
  planName,
  useCheckoutSession,
  useMySubscriptions,
  useRefreshAccount,
} from '@web/features/payments';
import { checkoutIntervalOf } from '@core/domain/payments';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * /checkout-success?session={id}: confirms the payment, waits until the subscription is active (the webhook of
 * the test provider already ran; Stripe's may lag), then refreshes the session so the header shows the new roles.
 */
export const CheckoutSuccessPage = () => {
  const { t, i18n } = useTranslation('payments');
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? params.get('session_id');
  const [patient, setPatient] = useState(true);
  const [polling, setPolling] = useState(true);
  const session = useCheckoutSession(sessionId, polling ? ACTIVATION_POLL_MS : false);
  const mine = useMySubscriptions({ pollMs: polling ? ACTIVATION_POLL_MS : false });
  const refresh = useRefreshAccount();
  const activation = activationOf(session.data, mine.data);
  const done = activation.state !== 'waiting' || session.isError || !patient;
  if (done && polling) setPolling(false);
  const refreshed = useRef(false);
  useDocumentTitle(t('checkout.success.title'));

  useEffect(() => {
    const timer = window.setTimeout(() => setPatient(false), ACTIVATION_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (activation.state === 'active' && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [activation.state, refresh]);

  const data = session.data;
  if (data?.kind === 'ticket_order' && data.ticketOrderId)
    return <Navigate to={`/ticket-success?order=${data.ticketOrderId}`} replace />;
  const money = (n: number) => formatMoney(n, moneyLanguage(i18n.language));
  const sub = activation.state === 'active' ? activation.subscription : null;
  const links = (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <Link to="/dashboard/betalingen">{t('checkout.success.toPayments')}</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/dashboard">{t('checkout.success.toDashboard')}</Link>
      </Button>
    </div>
  );

  return (
    <div data-testid="checkout-success-page">
      <PageHeader
        eyebrow={t('checkout.eyebrow')}
        title={t('checkout.success.title')}
        description={t('checkout.success.intro')}
      />
      <Container size="narrow" className="py-10 sm:py-14">
        {sessionId && session.isPending ? (
          <CheckoutSkeleton />
        ) : activation.state === 'failed' ? (
          <StatePanel
            icon={CircleX}
            tone="error"
            title={t('checkout.success.failedTitle')}
            description={t('checkout.success.failedText')}
            testId="checkout-failed"
            action={
              <Button asChild>
                <Link
                  to={
                    data?.planId && data.interval
                      ? checkoutHref(data.planId, checkoutIntervalOf(data.interval))
                      : '/prijzen'
                  }
                >
                  {t('checkout.success.tryAgain')}
                </Link>
              </Button>
            }
          />
        ) : (
          <Card>
            <CardBody className="space-y-6">
              <div role="status" className="flex items-start gap-3" data-testid="activation-status">
                {activation.state === 'active' ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-forest-600" />
                ) : (
                  <LoaderCircle aria-hidden className="mt-0.5 size-6 shrink-0 animate-spin text-forest-600" />
                )}
                <div>
                  <p className="font-display text-xl font-semibold">
                    {activation.state === 'active'
                      ? t('checkout.success.active')
                      : t('checkout.success.activating')}
                  </p>
                  <p className="mt-1 text-ink-soft">
                    {activation.state === 'active'
                      ? t('checkout.success.activeText')
                      : patient
                        ? t('checkout.success.activatingText')
                        : t('checkout.success.slow')}
                  </p>
                </div>
              </div>
              {data ? (
                <dl className="grid gap-3 border-t border-line/70 pt-5 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-ink-muted">{t('checkout.success.plan')}</dt>
                    <dd className="mt-1 font-medium" data-testid="success-plan">
                      {data.planId ? planName(t, data.planId, data.description) : data.description}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{t('checkout.success.period')}</dt>
                    <dd className="mt-1 font-medium">
                      {sub?.currentPeriodStart && sub.currentPeriodEnd
                        ? t('checkout.success.periodValue', {
                            from: formatDay(sub.currentPeriodStart, i18n.language),
                            to: formatDay(sub.currentPeriodEnd, i18n.language),
                          })
                        : data.interval
                          ? t(`intervals.stored.${data.interval}`)
                          : '—'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{t('checkout.success.amount')}</dt>
                    <dd className="mt-1 font-medium" data-testid="success-amount">
                      {money(data.total)}
                    </dd>
                  </div>
                </dl>
              ) : null}
              {links}
            </CardBody>
          </Card>
        )}
      </Container>
    </div>
  );
};
