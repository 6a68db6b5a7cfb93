import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { cn } from '@web/lib/cn';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import type { FieldDef, FormValues } from './fields';

const INPUT_TYPE: Partial<Record<FieldDef['type'], string>> = {
  url: 'url',
  email: 'email',
  number: 'text',
};

/** One labelled input of a profile form, with its hint and its error (the schema's or the server's). */
export const ProfileField = ({ field }: { field: FieldDef }) => {
  const { t, i18n } = useTranslation('profiles');
  const { register, control } = useFormContext<FormValues>();
  const { errors } = useFormState({ control, name: field.name });
  const id = `profile-${field.name}`;
  const error = fieldErrorText(t, i18n.language, 'errors', field.name, errors[field.name] as never);
  const hint = t(`hints.${field.name}`, { defaultValue: '' }) || undefined;
  const label = t(`fields.${field.name}`);
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };

  if (field.type === 'switch') {
    return (
      <label htmlFor={id} className="flex items-center gap-3 text-sm font-medium text-ink">
        <input type="checkbox" {...a11y} {...register(field.name)} className="size-5 accent-forest-700" />
        {label}
      </label>
    );
  }
  const wide = ['textarea', 'list', 'links'].includes(field.type);
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <Field id={id} label={label} error={error} hint={hint}>
        {field.type === 'select' ? (
          <select {...a11y} {...register(field.name)} className={cn(fieldClassName, 'h-12')}>
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {t(`options.${field.name}.${option}`)}
              </option>
            ))}
          </select>
        ) : wide ? (
          <Textarea
            {...a11y}
            {...register(field.name)}
            className={field.type === 'textarea' ? 'min-h-32' : 'min-h-24'}
          />
        ) : (
          <Input
            {...a11y}
            {...register(field.name)}
            type={INPUT_TYPE[field.type] ?? 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            autoCapitalize={field.type === 'slug' ? 'none' : undefined}
            spellCheck={field.type === 'slug' ? false : undefined}
          />
        )}
      </Field>
    </div>
  );
};
