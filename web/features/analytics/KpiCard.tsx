import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AverageKpi, Kpi } from '@core/schemas/analytics';
import { cn } from '@web/lib/cn';
import { changeOf, formatNumber } from './format';

type KpiCardProps = {
  label: string;
  kpi: Kpi | AverageKpi;
  /** Totals change in percent; averages (stars, occupancy %) as a difference. */
  mode?: 'percent' | 'difference';
  digits?: number;
  unit?: string;
};

/** A total of the period with its change against the period before. */
export const KpiCard = ({ label, kpi, mode = 'percent', digits = 0, unit = '' }: KpiCardProps) => {
  const { t, i18n } = useTranslation('analytics');
  const change = changeOf(kpi.current, kpi.previous, i18n.language, mode);
  const Icon =
    change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <div
      className="rounded-[var(--radius-card)] border border-line/80 bg-white p-4 shadow-[var(--shadow-soft)]"
      data-testid="kpi"
    >
      <p className="text-sm text-ink-soft">{label}</p>
      <p className="mt-1 font-display text-2xl font-semibold text-ink tabular-nums">
        {kpi.current === null ? '–' : `${formatNumber(kpi.current, i18n.language, digits)}${unit}`}
      </p>
      <p
        className={cn(
          'mt-1 flex items-center gap-1 text-xs',
          change.direction === 'up' && 'text-forest-700',
          change.direction === 'down' && 'text-clay-700',
          (change.direction === 'same' || change.direction === 'none' || change.direction === 'new') &&
            'text-ink-soft',
        )}
      >
        {change.direction === 'none' ? (
          t('change.none')
        ) : change.direction === 'new' ? (
          t('change.new')
        ) : (
          <>
            <Icon aria-hidden className="size-3.5" />
            {t('change.vsPrevious', { change: change.text })}
          </>
        )}
      </p>
    </div>
  );
};
