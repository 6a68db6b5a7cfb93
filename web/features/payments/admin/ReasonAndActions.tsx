import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Textarea } from '@web/components/ui/Textarea';

type ReasonAndActionsProps = {
  /** 'grant' | 'extend': the field ids and the `admin.{dialog}Dialog.*` texts. */
  dialog: 'grant' | 'extend';
  reason: string;
  onReasonChange: (value: string) => void;
  reasonError: string | undefined;
  formError: string | null;
  pending: boolean;
  onCancel: () => void;
};

/** The end of both admin subscription dialogs: the audited reason, the form error, cancel and confirm. */
export const ReasonAndActions = ({
  dialog,
  reason,
  onReasonChange,
  reasonError,
  formError,
  pending,
  onCancel,
}: ReasonAndActionsProps) => {
  const { t } = useTranslation('payments');
  const id = `${dialog}-reason`;
  const texts = `admin.${dialog}Dialog`;
  return (
    <>
      <Field id={id} label={t(`${texts}.reason`)} hint={t(`${texts}.reasonHint`)} error={reasonError}>
        <Textarea
          id={id}
          rows={3}
          className="min-h-20"
          maxLength={500}
          value={reason}
          onChange={(e) => onReasonChange(e.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-error` : `${id}-hint`}
        />
      </Field>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t(`${texts}.cancel`)}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {t(`${texts}.confirm`)}
        </Button>
      </div>
    </>
  );
};
