import { useTranslation } from 'react-i18next';
import type { CheckoutInterval } from '@core/domain/payments';
import { cn } from '@web/lib/cn';
import { INTERVAL_ORDER } from './pricing';

type IntervalToggleProps = { value: CheckoutInterval; onChange: (interval: CheckoutInterval) => void };

/** 6 maanden · 1 jaar · 2 jaar, as one labelled group of pressed-state buttons (keyboard: Tab + Enter). */
export const IntervalToggle = ({ value, onChange }: IntervalToggleProps) => {
  const { t } = useTranslation('payments');
  return (
    <div
      role="group"
      aria-label={t('pricing.intervalLabel')}
      className="inline-flex rounded-full border border-line bg-white p-1 shadow-sm"
      data-testid="interval-toggle"
    >
      {INTERVAL_ORDER.map((interval) => {
        const active = interval === value;
        return (
          <button
            key={interval}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(interval)}
            className={cn(
              'h-9 rounded-full px-4 text-sm font-medium transition-colors sm:px-5',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
              active ? 'bg-forest-700 text-white' : 'text-ink-soft hover:bg-forest-50 hover:text-ink',
            )}
          >
            {t(`intervals.${interval}`)}
          </button>
        );
      })}
    </div>
  );
};
