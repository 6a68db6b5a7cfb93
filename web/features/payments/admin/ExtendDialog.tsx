import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { ReasonAndActions } from './ReasonAndActions';
import type { AdminSubscriptionRowDto } from './api';
import { dateInputValue, day, endOfDayIso } from './format';
import { useExtendSubscription } from './queries';

type ExtendDialogProps = { subscription: AdminSubscriptionRowDto | null; onClose: () => void };

/** A month after the current end (or after today when it already passed): the usual extension. */
const suggestedEnd = (currentEnd: string | null): string => {
  const base = currentEnd ? new Date(currentEnd) : new Date();
  const from = base.getTime() > Date.now() ? base : new Date();
  return dateInputValue(new Date(from.getFullYear(), from.getMonth() + 1, from.getDate()));
};

/** 'Verlengen' with confirmation: a new end date and a reason for the audit log. */
export const ExtendDialog = ({ subscription, onClose }: ExtendDialogProps) => {
  const { t, i18n } = useTranslation('payments');
  const extend = useExtendSubscription();
  const [until, setUntil] = useState(() => suggestedEnd(subscription?.currentPeriodEnd ?? null));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ until?: string | undefined; reason?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const name = subscription ? (subscription.memberName ?? subscription.memberEmail) : '';

  const handleOpenChange = (next: boolean) => {
    if (!next && !extend.isPending) onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subscription) return;
    const found: typeof errors = {};
    if (!until || new Date(endOfDayIso(until)).getTime() <= Date.now())
      found.until = t('admin.extendDialog.untilRequired');
    if (reason.trim().length < 3) found.reason = t('admin.reasonErrors.too_small');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const updated = await extend.mutateAsync({
        id: subscription.id,
        until: endOfDayIso(until),
        reason: reason.trim(),
      });
      notify.success(
        t('admin.extendDialog.done'),
        t('admin.extendDialog.doneDescription', { date: day(updated.currentPeriodEnd, i18n.language) }),
      );
      onClose();
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      if (fields?.until || fields?.reason) setErrors({ until: fields.until, reason: fields.reason });
      else setFormError(apiErrorMessage(err, t));
    }
  };

  const description = subscription?.currentPeriodEnd
    ? t('admin.extendDialog.description', {
        plan: subscription.planName,
        name,
        date: day(subscription.currentPeriodEnd, i18n.language),
      })
    : t('admin.extendDialog.descriptionNoEnd', { plan: subscription?.planName ?? '', name });

  return (
    <Dialog
      open={subscription !== null}
      onOpenChange={handleOpenChange}
      title={t('admin.extendDialog.title')}
      description={description}
      closeLabel={t('admin.extendDialog.close')}
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4" data-testid="extend-form">
        <Field id="extend-until" label={t('admin.extendDialog.until')} error={errors.until}>
          <Input
            id="extend-until"
            type="date"
            value={until}
            min={dateInputValue(new Date())}
            onChange={(e) => setUntil(e.target.value)}
            aria-invalid={errors.until ? true : undefined}
            aria-describedby={errors.until ? 'extend-until-error' : undefined}
          />
        </Field>
        <ReasonAndActions
          dialog="extend"
          reason={reason}
          onReasonChange={setReason}
          reasonError={errors.reason}
          formError={formError}
          pending={extend.isPending}
          onCancel={() => handleOpenChange(false)}
        />
      </form>
    </Dialog>
  );
};
