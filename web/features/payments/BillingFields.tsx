import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BillingDetails, BillingDetailsView } from '@core/schemas/payments';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

export type BillingValues = {
  name: string;
  company: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatNumber: string;
};

export const BILLING_COUNTRIES = ['NL', 'BE'] as const;

/** Saved billing details (or none) as form values: every field a string, the Netherlands by default. */
export const billingValuesOf = (
  details: BillingDetailsView | null | undefined,
  fallbackName = '',
): BillingValues => ({
  name: details?.name ?? fallbackName,
  company: details?.company ?? '',
  street: details?.street ?? '',
  postalCode: details?.postalCode ?? '',
  city: details?.city ?? '',
  country: details?.country ?? 'NL',
  vatNumber: details?.vatNumber ?? '',
});

/** Empty optional fields are left out, so the server stores null rather than ''. */
export const billingDetailsOf = (values: BillingValues): BillingDetails => ({
  name: values.name.trim(),
  company: values.company.trim() || null,
  street: values.street.trim() || null,
  postalCode: values.postalCode.trim() || null,
  city: values.city.trim() || null,
  country: values.country,
  vatNumber: values.vatNumber.replace(/\s+/g, '').toUpperCase() || null,
});

type BillingFieldsProps = {
  register: UseFormRegister<BillingValues>;
  errors: FieldErrors<BillingValues>;
  disabled: boolean;
};

const describedBy = (id: string, hasError: boolean, hasHint = false) =>
  hasError ? `${id}-error` : hasHint ? `${id}-hint` : undefined;

/** The billing-details inputs of the checkout: labelled, with their errors under each field. */
export const BillingFields = ({ register, errors, disabled }: BillingFieldsProps) => {
  const { t } = useTranslation('payments');
  const text = (key: keyof BillingValues) => {
    const error = errors[key];
    return error?.message ? String(error.message) : undefined;
  };
  const input = (key: keyof BillingValues, autoComplete: string, hint?: string) => {
    const id = `billing-${key}`;
    return (
      <Field id={id} label={t(`checkout.${key}`)} error={text(key)} hint={hint}>
        <Input
          id={id}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy(id, !!errors[key], !!hint)}
          {...register(key)}
        />
      </Field>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{input('name', 'name')}</div>
      <div className="sm:col-span-2">{input('company', 'organization')}</div>
      <div className="sm:col-span-2">{input('street', 'street-address')}</div>
      {input('postalCode', 'postal-code')}
      {input('city', 'address-level2')}
      <Field id="billing-country" label={t('checkout.country')} error={text('country')}>
        <select
          {...fieldControlProps('billing-country', text('country'))}
          className={cn(fieldClassName, 'h-12')}
          disabled={disabled}
          autoComplete="country"
          {...register('country')}
        >
          {BILLING_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`checkout.countries.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      {input('vatNumber', 'off', t('checkout.vatNumberHint'))}
    </div>
  );
};
