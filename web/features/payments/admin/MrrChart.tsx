import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { money, monthLabel } from './format';

type MrrChartProps = { data: readonly { month: string; amount: number }[] };

const AXIS = { fontSize: 12, fill: 'var(--color-ink-soft, #5b645e)' };

/** MRR per month as bars (Recharts: loaded with this file only, see LazyMrrChart). */
export const MrrChart = ({ data }: MrrChartProps) => {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  return (
    <div className="h-56 w-full" data-testid="mrr-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-sand-200)" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={(m: string) => monthLabel(m, language)}
            tick={AXIS}
            tickLine={false}
            minTickGap={8}
          />
          <YAxis
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            width={64}
            tickFormatter={(v: number) => money(v, language).replace(/[,.]00$/, '')}
          />
          <Tooltip
            labelFormatter={(m) => monthLabel(String(m), language, 'long')}
            formatter={(value) => [money(Number(value), language), t('admin.stats.mrr')]}
          />
          <Bar
            dataKey="amount"
            name={t('admin.stats.mrr')}
            fill="var(--color-forest-600, #4d7c6f)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
};
