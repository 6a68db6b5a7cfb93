import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from './format';

export type ChartSeries = { key: string; label: string; color: string };
export type ChartKind = 'area' | 'bar' | 'line';

export type TimeChartProps = {
  data: readonly Record<string, string | number | null>[];
  series: readonly ChartSeries[];
  kind: ChartKind;
  /** Fixed value axis, e.g. [0, 5] for stars or [0, 100] for a percentage. */
  domain?: [number, number];
  /** Shown after each value in the tooltip ('%'). */
  unit?: string;
};

const AXIS = { fontSize: 12, fill: 'var(--color-ink-soft, #5b645e)' };

/** A chart over days (Recharts, only in the analytics route chunks). */
export const TimeChart = ({ data, series, kind, domain, unit = '' }: TimeChartProps) => {
  const { i18n } = useTranslation();
  const tickDay = (day: string) => formatDay(day, i18n.language, 'short');
  const common = {
    data: data as Record<string, string | number | null>[],
    margin: { top: 8, right: 8, bottom: 0, left: -16 },
  };
  const axes = (
    <>
      <CartesianGrid stroke="var(--color-sand-200)" vertical={false} />
      <XAxis dataKey="day" tickFormatter={tickDay} tick={AXIS} minTickGap={24} tickLine={false} />
      <YAxis
        tick={AXIS}
        allowDecimals={domain !== undefined}
        domain={domain ?? [0, 'auto']}
        tickLine={false}
        axisLine={false}
        width={48}
      />
      <Tooltip
        labelFormatter={(day) => formatDay(String(day), i18n.language, 'long')}
        formatter={(value, name) => [value === null ? '–' : `${String(value)}${unit}`, name]}
      />
    </>
  );
  return (
    <div className="h-56 w-full" data-testid="time-chart">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart {...common}>
            {axes}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[4, 4, 0, 0]} />
            ))}
          </BarChart>
        ) : kind === 'line' ? (
          <LineChart {...common}>
            {axes}
            {series.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
                connectNulls
              />
            ))}
          </LineChart>
        ) : (
          <AreaChart {...common}>
            {axes}
            {series.map((s) => (
              <Area
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                fill={s.color}
                fillOpacity={0.15}
                strokeWidth={2}
              />
            ))}
          </AreaChart>
        )}
      </ResponsiveContainer>
    </div>
  );
};
