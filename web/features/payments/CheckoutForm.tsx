import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CheckoutInterval } from '@core/domain/payments';
import type { CatalogPlan } from '@core/domain/planCatalog';
import { BillingDetails } from '@core/schemas/payments';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { FormAlert } from '@web/components/ui/FormAlert';
import { notify } from '@web/lib/toast';
import { BillingFields, billingDetailsOf, type BillingValues } from './BillingFields';
import { CheckoutSummary } from './CheckoutSummary';
import { checkoutErrorText } from './checkoutError';
import { priceBreakdown, priceOf } from './pricing';
import { useStartSubscriptionCheckout } from './queries';

/** The core rule on the form's string values (empty optional fields become null first). */
const BillingForm = z.custom<BillingValues>().superRefine((values, ctx) => {
  const parsed = BillingDetails.safeParse(billingDetailsOf(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

type CheckoutFormProps = {
  plan: CatalogPlan;
  interval: CheckoutInterval;
  defaults: BillingValues;
  /** Follows the provider's URL; a prop so tests and the page decide how the browser leaves. */
  onStarted: (url: string) => void;
};

/**
 * Billing details + the live price summary; 'Afrekenen' starts the checkout and leaves for the payment page.
 * On failure the typed details stay and the reason shows inline and as a toast (spec §8).
 */
export const CheckoutForm = ({ plan, interval, defaults, onStarted }: CheckoutFormProps) => {
  const { t } = useTranslation('payments');
  const start = useStartSubscriptionCheckout();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BillingValues>({ resolver: zodResolver(BillingForm), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const [country, vatNumber] = useWatch({ control: form.control, name: ['country', 'vatNumber'] });
  const price = priceBreakdown(priceOf(plan, interval), { country, vatNumber: vatNumber.trim() || null });
  const busy = isSubmitting || start.isSuccess;

  const handleSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const started = await start.mutateAsync({
        plan: plan.id,
        interval,
        customerInfo: billingDetailsOf(values),
      });
      onStarted(started.url);
    } catch (err) {
      const text = checkoutErrorText(err, t);
      setError(text);
      notify.error(text);
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="lg:order-2 lg:sticky lg:top-24">
        <CheckoutSummary plan={plan} interval={interval} price={price} />
      </div>
      <Card className="lg:order-1">
        <CardBody>
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            className="space-y-5"
            data-testid="checkout-form"
          >
            <div>
              <h2 className="font-sans text-lg font-semibold">{t('checkout.billingTitle')}</h2>
              <p className="mt-1 text-sm text-ink-muted">{t('checkout.billingIntro')}</p>
            </div>
            <BillingFields register={form.register} errors={errors} disabled={busy} />
            {error ? <FormAlert testId="checkout-error">{error}</FormAlert> : null}
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              disabled={busy}
              data-testid="checkout-submit"
            >
              {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Lock aria-hidden />}
              {busy ? t('checkout.submitting') : t('checkout.submit')}
            </Button>
            <p className="text-sm text-ink-muted">{t('checkout.secure')}</p>
          </form>
        </CardBody>
      </Card>
    </div>
  );
};
