import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_CATALOG } from '@core/domain/planCatalog';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { ReasonAndActions } from './ReasonAndActions';
import type { GrantInput } from './api';
import { endOfDayIso } from './format';
import { MemberPicker, type PickedMember } from './MemberPicker';
import { useGrantSubscription } from './queries';

type GrantDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };
type Errors = Partial<Record<'member' | 'until' | 'reason', string>>;

const INTERVALS = ['6m', '1y', '2y'] as const;
const selectClass = cn(fieldClassName, 'h-12 py-0');

/** 'Abonnement toekennen': member, plan, term, optional end date and a reason for the audit log. */
export const GrantDialog = ({ open, onOpenChange }: GrantDialogProps) => {
  const { t } = useTranslation('payments');
  const grant = useGrantSubscription();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [plan, setPlan] = useState<string>('organization');
  const [interval, setTerm] = useState<GrantInput['interval']>('1y');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const reset = () => {
    setMember(null);
    setUntil('');
    setReason('');
    setErrors({});
    setFormError(null);
  };
  const handleOpenChange = (next: boolean) => {
    if (grant.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!member) found.member = t('admin.grantDialog.memberRequired');
    if (reason.trim().length < 3) found.reason = t('admin.reasonErrors.too_small');
    setErrors(found);
    setFormError(null);
    if (!member || Object.keys(found).length > 0) return;
    try {
      const planName = PLAN_CATALOG.find((p) => p.id === plan)?.name ?? plan;
      await grant.mutateAsync({
        userId: member.id,
        plan,
        interval,
        reason: reason.trim(),
        ...(until ? { until: endOfDayIso(until) } : {}),
      });
      notify.success(
        t('admin.grantDialog.done'),
        t('admin.grantDialog.doneDescription', { plan: planName, name: member.name }),
      );
      reset();
      onOpenChange(false);
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      if (fields?.until || fields?.reason) setErrors({ until: fields.until, reason: fields.reason });
      else setFormError(apiErrorMessage(err, t));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t('admin.grantDialog.title')}
      description={t('admin.grantDialog.description')}
      closeLabel={t('admin.grantDialog.close')}
    >
      <form
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
        className="-mx-1 max-h-[calc(100svh-13rem)] space-y-4 overflow-y-auto px-1 pb-1"
        data-testid="grant-form"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="grant-member" className="text-sm font-medium text-ink">
            {t('admin.grantDialog.memberSearch')}
          </label>
          <MemberPicker value={member} onChange={setMember} error={errors.member} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="grant-plan" label={t('admin.grantDialog.plan')}>
            <select
              id="grant-plan"
              value={plan}
              onChange={(e) => setPlan(e.target.value)}
              className={selectClass}
            >
              {PLAN_CATALOG.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="grant-interval" label={t('admin.grantDialog.interval')}>
            <select
              id="grant-interval"
              value={interval}
              onChange={(e) => setTerm(e.target.value as GrantInput['interval'])}
              className={selectClass}
            >
              {INTERVALS.map((i) => (
                <option key={i} value={i}>
                  {t(`interval.${i}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field
          id="grant-until"
          label={t('admin.grantDialog.until')}
          hint={t('admin.grantDialog.untilHint')}
          error={errors.until}
        >
          <Input
            id="grant-until"
            type="date"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            aria-invalid={errors.until ? true : undefined}
            aria-describedby={errors.until ? 'grant-until-error' : 'grant-until-hint'}
          />
        </Field>
        <ReasonAndActions
          dialog="grant"
          reason={reason}
          onReasonChange={setReason}
          reasonError={errors.reason}
          formError={formError}
          pending={grant.isPending}
          onCancel={() => handleOpenChange(false)}
        />
      </form>
    </Dialog>
  );
};
