import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CreateTicketOrderBody } from '@core/schemas/tickets';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { useSession } from '@web/features/accounts';
import { apiErrorHint, apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { notify } from '@web/lib/toast';
import { QuantityStepper } from './QuantityStepper';
import { useCreateTicketOrder } from './queries';

export type TicketOrderFormProps = {
  eventId: string;
  ticket: { ticketId: string; name: string; price: number };
  /** The most the buyer may order now (seats left, at most 10). */
  maxQuantity: number;
  /** A waitlist offer: its token and the quantity it holds (not editable). */
  offer?: { token: string; quantity: number } | undefined;
};

type OrderInput = z.input<typeof CreateTicketOrderBody>;

/** Follows the checkout link: our own test checkout in the app, Stripe as a full page load. */
const useFollow = () => {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else window.location.assign(url);
  };
};

/**
 * Quantity, buyer name and e-mail (prefilled from the account) and the order button. Paid tickets go to the
 * checkout; free tickets are registered at once. A refusal keeps what was typed and shows the server's text.
 */
export const TicketOrderForm = ({ eventId, ticket, maxQuantity, offer }: TicketOrderFormProps) => {
  const { t, i18n } = useTranslation('tickets');
  const { user } = useSession();
  const order = useCreateTicketOrder(eventId);
  const follow = useFollow();
  const [failure, setFailure] = useState<{ message: string; hint?: string | undefined } | null>(null);
  const form = useForm<OrderInput, unknown, CreateTicketOrderBody>({
    resolver: zodResolver(CreateTicketOrderBody),
    defaultValues: {
      ticketId: ticket.ticketId,
      quantity: offer?.quantity ?? 1,
      buyerName: user?.name ?? '',
      buyerEmail: user?.email ?? '',
      ...(offer ? { waitlistToken: offer.token } : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const quantity = Number(useWatch({ control: form.control, name: 'quantity' })) || 1;
  const free = ticket.price === 0;
  const prefix = `ticket-${ticket.ticketId}`;

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const started = await order.mutateAsync({ ...values, ticketId: ticket.ticketId });
      follow(started.checkoutUrl ?? started.redirectUrl);
    } catch (error) {
      const message = apiErrorMessage(error, t);
      const hint = apiErrorHint(error, t);
      setFailure({ message, hint });
      notify.error(message, hint);
    }
  });

  const busy = isSubmitting || order.isSuccess;
  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="space-y-4"
      data-testid="ticket-order-form"
    >
      {offer ? (
        <p className="text-sm text-ink-soft">{t('form.offerQuantity', { count: offer.quantity })}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={`${prefix}-quantity`} className="text-sm font-medium text-ink">
            {t('form.quantity')}
          </label>
          <QuantityStepper
            id={`${prefix}-quantity`}
            value={quantity}
            max={Math.max(1, maxQuantity)}
            onChange={(next) => form.setValue('quantity', next, { shouldValidate: true })}
            disabled={busy}
          />
        </div>
      )}
      <Field
        id={`${prefix}-name`}
        label={t('form.name')}
        error={fieldErrorText(t, i18n.resolvedLanguage, 'tickets:form.errors', 'buyerName', errors.buyerName)}
      >
        <Input
          id={`${prefix}-name`}
          autoComplete="name"
          aria-invalid={errors.buyerName ? true : undefined}
          aria-describedby={errors.buyerName ? `${prefix}-name-error` : undefined}
          {...form.register('buyerName')}
        />
      </Field>
      <Field
        id={`${prefix}-email`}
        label={t('form.email')}
        hint={t('form.emailHint')}
        error={fieldErrorText(
          t,
          i18n.resolvedLanguage,
          'tickets:form.errors',
          'buyerEmail',
          errors.buyerEmail,
        )}
      >
        <Input
          id={`${prefix}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={errors.buyerEmail ? true : undefined}
          aria-describedby={errors.buyerEmail ? `${prefix}-email-error` : `${prefix}-email-hint`}
          {...form.register('buyerEmail')}
        />
      </Field>
      {failure ? (
        <FormAlert testId="ticket-order-error" action={failure.hint ? <p>{failure.hint}</p> : undefined}>
          {failure.message}
        </FormAlert>
      ) : null}
      <div className="space-y-3 border-t border-line pt-4">
        <p className="text-sm font-medium text-ink" data-testid="ticket-order-total">
          {free
            ? t('form.freeTotal')
            : t('form.total', { amount: formatMoney(ticket.price * quantity, moneyLanguage(i18n.language)) })}
        </p>
        <Button type="submit" disabled={busy} className="w-full" data-testid="ticket-order-submit">
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Ticket aria-hidden />}
          {busy ? t('form.busy') : free ? t('form.register') : t('form.order')}
        </Button>
      </div>
    </form>
  );
};
