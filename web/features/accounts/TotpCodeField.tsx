import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { fieldErrorText } from '@web/lib/fieldErrorText';

type TotpCodeFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn<'code'>;
};

/** The 6-digit authenticator code, as sign-in and enrolment ask for it (large, centred, one-time-code). */
export const TotpCodeField = ({ id, label, hint, error, registration }: TotpCodeFieldProps) => {
  // The full key names its namespace; the default one is always loaded, so this field never suspends.
  const { t, i18n } = useTranslation();
  return (
    <Field
      id={id}
      label={label}
      error={fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', 'code', error)}
      hint={hint}
    >
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        className="text-center font-mono text-2xl tracking-[0.4em]"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...registration}
      />
    </Field>
  );
};
