import { useTranslation } from 'react-i18next';

export type ChartTableRow = { key: string; label: string; values: readonly (string | number)[] };

type ChartTableProps = {
  /** The chart's title, read out as the table's caption. */
  caption: string;
  /** Header of the name column, then one per value column. */
  headers: readonly string[];
  rows: readonly ChartTableRow[];
};

/** The figures behind a chart as a table, folded under 'Tabel tonen', for screen readers and keyboard users. */
export const ChartTable = ({ caption, headers, rows }: ChartTableProps) => {
  const { t } = useTranslation('analytics');
  const valueHeaders = headers.slice(1);
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-ink-soft hover:text-ink">{t('showTable')}</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="py-1 pr-3 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line/60">
                <th scope="row" className="py-1 pr-3 font-normal break-words">
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={valueHeaders[i]} className="py-1 pr-3 tabular-nums">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
};
