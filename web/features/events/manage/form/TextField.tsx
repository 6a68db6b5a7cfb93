import type { ComponentPropsWithRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import type { EventFormValues } from '../eventFormValues';
import { useFieldError } from './useFieldError';

type TextFieldProps = {
  name: string;
  label: string;
  hint?: string | undefined;
  multiline?: boolean;
  className?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'name' | 'className'>;

const fieldId = (name: string) => `event-${name.replaceAll('.', '-')}`;

/** A registered input (or textarea) with its label, hint and error line. */
export const TextField = ({
  name,
  label,
  hint,
  multiline = false,
  className,
  ...inputProps
}: TextFieldProps) => {
  const { register } = useFormContext<EventFormValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={className}>
      <Field id={id} label={label} error={error} hint={hint}>
        {multiline ? (
          <Textarea
            {...shared}
            {...register(name as never)}
            maxLength={inputProps.maxLength}
            placeholder={inputProps.placeholder}
            className="min-h-24"
          />
        ) : (
          <Input {...shared} {...inputProps} {...register(name as never)} />
        )}
      </Field>
    </div>
  );
};
