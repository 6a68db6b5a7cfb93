import { FlaskConical, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { VAT_RATE_NL } from '@core/domain/payments';
import type { CheckoutSessionView } from '@core/schemas/payments';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { FormAlert } from '@web/components/ui/FormAlert';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { PaymentMethodPicker, type PaymentMethod } from './PaymentMethodPicker';
import { useCancelTestCheckout, useCompleteTestCheckout } from './queries';
import { useFollowRedirect } from './useFollowRedirect';

type TestCheckoutPanelProps = { session: CheckoutSessionView };

/**
 * The built-in test checkout (no Stripe keys): what is bought and its amounts, and the three outcomes. Completing
 * goes through the same signed webhook handler as Stripe; the page then follows the redirect the server returns.
 */
export const TestCheckoutPanel = ({ session }: TestCheckoutPanelProps) => {
  const { t, i18n } = useTranslation('payments');
  const money = (n: number) => formatMoney(n, moneyLanguage(i18n.language));
  const [method, setMethod] = useState<PaymentMethod>('ideal');
  const [error, setError] = useState<string | null>(null);
  const complete = useCompleteTestCheckout(session.id);
  const cancel = useCancelTestCheckout(session.id);
  const follow = useFollowRedirect();
  const busy = complete.isPending || cancel.isPending || complete.isSuccess || cancel.isSuccess;

  const run = async (action: () => Promise<{ redirectUrl: string }>) => {
    setError(null);
    try {
      const { redirectUrl } = await action();
      await follow(redirectUrl);
    } catch (err) {
      const text = apiErrorMessage(err, t);
      setError(text);
      notify.error(text);
    }
  };
  const reverse = session.vatAmount === 0 && session.amount > 0;

  return (
    <div className="mx-auto max-w-2xl space-y-6" data-testid="test-checkout">
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        data-testid="test-checkout-notice"
      >
        <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('checkout.test.notice')}</p>
          <p className="mt-1 text-sm">{t('checkout.test.noticeText')}</p>
        </div>
      </div>
      <Card>
        <CardBody className="space-y-5">
          <div>
            <h2 className="font-sans text-lg font-semibold">{t('checkout.test.whatTitle')}</h2>
            <p className="mt-1 text-ink-soft" data-testid="test-checkout-description">
              {session.description}
            </p>
          </div>
          <ul className="divide-y divide-line/70 border-y border-line/70 text-sm">
            {session.lines.map((line, i) => (
              <li key={i} className="flex justify-between gap-4 py-2.5">
                <span>
                  {line.quantity > 1 ? `${t('checkout.test.quantity', { count: line.quantity })} ` : ''}
                  {line.description}
                </span>
                <span className="whitespace-nowrap">{money(line.unitAmount * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('checkout.amountExcl')}</dt>
              <dd data-testid="test-checkout-amount">{money(session.amount)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">
                {reverse ? t('checkout.vatReverse') : t('checkout.vat', { rate: VAT_RATE_NL })}
              </dt>
              <dd data-testid="test-checkout-vat">{money(session.vatAmount)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line/70 pt-2 text-base font-semibold">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="test-checkout-total">{money(session.total)}</dd>
            </div>
          </dl>
          <PaymentMethodPicker value={method} onChange={setMethod} />
          {error ? <FormAlert testId="test-checkout-error">{error}</FormAlert> : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              size="lg"
              disabled={busy}
              onClick={() => void run(() => complete.mutateAsync('paid'))}
              data-testid="test-checkout-pay"
            >
              {complete.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
              {t('checkout.test.pay')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => complete.mutateAsync('failed'))}
            >
              {t('checkout.test.fail')}
            </Button>
            <Button
              size="lg"
              variant="ghost"
              disabled={busy}
              onClick={() => void run(() => cancel.mutateAsync())}
            >
              {t('checkout.test.cancel')}
            </Button>
          </div>
        </CardBody>
      </Card>
    </div>
  );
};
