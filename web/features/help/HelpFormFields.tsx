import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';
import { Field } from '@web/components/ui/Field';
import { fieldClassName, Input } from '@web/components/ui/Input';
import { Switch } from '@web/components/ui/Switch';
import type { HelpFormValues } from './helpFormValues';

type Name = keyof HelpFormValues;
const idOf = (name: Name) => `help-${name}`;

const useFieldError = (name: Name): string | undefined => {
  const { control } = useFormContext<HelpFormValues>();
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
};

export const describedBy = (name: Name, error: string | undefined, hint: string | undefined) => ({
  id: idOf(name),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${idOf(name)}-error` : hint ? `${idOf(name)}-hint` : undefined,
});

type TextProps = { name: Name; label: string; hint?: string } & Omit<ComponentPropsWithRef<'input'>, 'name'>;

/** A registered text input with label, hint and Dutch error line. */
export const HelpTextField = ({ name, label, hint, ...props }: TextProps) => {
  const { register } = useFormContext<HelpFormValues>();
  const error = useFieldError(name);
  return (
    <Field id={idOf(name)} label={label} error={error} hint={hint}>
      <Input {...describedBy(name, error, hint)} {...props} {...register(name)} />
    </Field>
  );
};

/** A registered native select (keyboard and screen reader friendly on every phone). */
export const HelpSelectField = ({
  name,
  label,
  children,
}: {
  name: Name;
  label: string;
  children: ReactNode;
}) => {
  const { register } = useFormContext<HelpFormValues>();
  const error = useFieldError(name);
  return (
    <Field id={idOf(name)} label={label} error={error}>
      <select {...describedBy(name, error, undefined)} {...register(name)} className={fieldClassName}>
        {children}
      </select>
    </Field>
  );
};

export const HelpSwitchField = ({
  name,
  label,
  hint,
}: {
  name: 'featured' | 'published';
  label: string;
  hint: string;
}) => {
  const { register } = useFormContext<HelpFormValues>();
  return <Switch id={idOf(name)} label={label} hint={hint} {...register(name)} />;
};

export { useFieldError };
