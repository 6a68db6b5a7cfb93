import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

export const PAYMENT_METHODS = ['ideal', 'bancontact', 'card', 'sepa'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

type PaymentMethodPickerProps = { value: PaymentMethod; onChange: (method: PaymentMethod) => void };

/** The methods Stripe offers us (iDEAL, Bancontact, card, SEPA Direct Debit); on the test checkout for show. */
export const PaymentMethodPicker = ({ value, onChange }: PaymentMethodPickerProps) => {
  const { t } = useTranslation('payments');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('checkout.test.methodLabel')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className={cn(
              'flex h-12 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-600',
              value === method
                ? 'border-forest-700 bg-forest-50 text-forest-900'
                : 'border-line bg-white text-ink-soft hover:bg-forest-50',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            {t(`checkout.test.methods.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
