import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

type QuantityStepperProps = {
  id: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** 1..max with − and + buttons around a number input (arrow keys work in the input too). */
export const QuantityStepper = ({ id, value, max, onChange, disabled = false }: QuantityStepperProps) => {
  const { t } = useTranslation('tickets');
  const clamp = (next: number) => Math.min(max, Math.max(1, Number.isFinite(next) ? Math.round(next) : 1));
  return (
    <div className="flex items-center gap-2">
      <Button
        type="button"
        variant="secondary"
        size="icon"
        aria-label={t('form.less')}
        aria-controls={id}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
        data-testid="ticket-quantity-less"
      >
        <Minus aria-hidden />
      </Button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        className="h-10 w-16 rounded-xl border border-line bg-white text-center text-base font-semibold text-ink focus-visible:outline-2 focus-visible:outline-forest-600"
        data-testid="ticket-quantity"
      />
      <Button
        type="button"
        variant="secondary"
        size="icon"
        aria-label={t('form.more')}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
        data-testid="ticket-quantity-more"
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
};
