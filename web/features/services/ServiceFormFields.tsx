import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';
import { Field } from '@web/components/ui/Field';
import { fieldClassName, Input } from '@web/components/ui/Input';
import { Switch } from '@web/components/ui/Switch';
import { Textarea } from '@web/components/ui/Textarea';
import type { ServiceFormValues } from './serviceFormValues';

type Name = keyof ServiceFormValues;
const idOf = (name: Name) => `service-${name}`;

const useFieldError = (name: Name): string | undefined => {
  const { control } = useFormContext<ServiceFormValues>();
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
};

const described = (name: Name, error: string | undefined, hint: string | undefined) => ({
  id: idOf(name),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${idOf(name)}-error` : hint ? `${idOf(name)}-hint` : undefined,
});

type TextProps = { name: Name; label: string; hint?: string; multiline?: boolean } & Omit<
  ComponentPropsWithRef<'input'>,
  'name'
>;

/** A registered text input (or textarea) with label, hint and Dutch error line. */
export const ServiceTextField = ({ name, label, hint, multiline = false, ...props }: TextProps) => {
  const { register } = useFormContext<ServiceFormValues>();
  const error = useFieldError(name);
  return (
    <Field id={idOf(name)} label={label} error={error} hint={hint}>
      {multiline ? (
        <Textarea {...described(name, error, hint)} {...register(name)} className="min-h-32" />
      ) : (
        <Input {...described(name, error, hint)} {...props} {...register(name)} />
      )}
    </Field>
  );
};

type SelectProps = { name: Name; label: string; hint?: string; children: ReactNode; disabled?: boolean };

/** A registered native select (keyboard and screen reader friendly on every phone). */
export const ServiceSelectField = ({ name, label, hint, children, disabled }: SelectProps) => {
  const { register } = useFormContext<ServiceFormValues>();
  const error = useFieldError(name);
  return (
    <Field id={idOf(name)} label={label} error={error} hint={hint}>
      <select
        {...described(name, error, hint)}
        {...register(name)}
        disabled={disabled}
        className={fieldClassName}
      >
        {children}
      </select>
    </Field>
  );
};

/** A registered checkbox of the service form shown as a switch. */
export const ServiceSwitchField = ({
  name,
  label,
  hint,
}: {
  name: 'isOnline' | 'isInPerson';
  label: string;
  hint: string;
}) => {
  const { register } = useFormContext<ServiceFormValues>();
  return <Switch id={idOf(name)} label={label} hint={hint} {...register(name)} />;
};
