import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type RankedChartProps = {
  data: readonly { label: string; value: number }[];
  valueLabel: string;
};

const AXIS = { fontSize: 12, fill: 'var(--color-ink-soft, #5b645e)' };
const ROW_PX = 30;
const LABEL_CHARS = 18;

/** Long names (search terms) are shortened on the axis; the table below the chart has them in full. */
const shorten = (label: string): string =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/** Horizontal bars of named counts, most first (Recharts, only in the admin analytics chunk). */
export const RankedChart = ({ data, valueLabel }: RankedChartProps) => (
  <div
    className="w-full"
    style={{ height: Math.max(120, data.length * ROW_PX + 24) }}
    data-testid="ranked-chart"
  >
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data as { label: string; value: number }[]}
        layout="vertical"
        margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="var(--color-sand-200)" horizontal={false} />
        <XAxis type="number" tick={AXIS} allowDecimals={false} tickLine={false} axisLine={false} />
        <YAxis
          type="category"
          dataKey="label"
          tickFormatter={shorten}
          tick={AXIS}
          width={120}
          tickLine={false}
          axisLine={false}
          interval={0}
        />
        <Tooltip formatter={(value) => [String(value), valueLabel]} />
        <Bar
          dataKey="value"
          name={valueLabel}
          fill="var(--color-forest-600)"
          radius={[0, 4, 4, 0]}
          barSize={16}
        />
      </BarChart>
    </ResponsiveContainer>
  </div>
);
