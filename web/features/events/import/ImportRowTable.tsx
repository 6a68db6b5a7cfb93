import { useTranslation } from 'react-i18next';
import type { BulkRow } from '@core/schemas/bulkUpload';
import { cn } from '@web/lib/cn';
import { useIsMobile } from '@web/lib/useMediaQuery';
import { ImportRowStatus } from './ImportRowStatus';

/** Rendering thousands of rows helps nobody: the first ones, with a note. */
const SHOWN_ROWS = 200;
const PREVIEW_COLUMNS = ['titel', 'hoofdtype', 'startdatum', 'plaats', 'prijs'] as const;

type RowsProps = { rows: readonly BulkRow[] };

const Dash = () => <span className="text-ink-muted">–</span>;

/** Phones: one card per row, the errors right under the values instead of off-screen in a wide table. */
const RowCards = ({ rows }: RowsProps) => {
  const { t } = useTranslation('bulkUpload');
  return (
    <ul className="space-y-3" aria-label={t('preview.tableLabel')}>
      {rows.map((row) => (
        <li
          key={row.line}
          data-testid={`bulk-row-${row.line}`}
          className={cn(
            'rounded-xl border border-line/80 p-3 text-sm',
            row.errors.length > 0 && 'border-clay-300 bg-clay-50/60',
          )}
        >
          <p className="font-medium break-words text-ink">
            <span className="mr-2 text-ink-muted tabular-nums">
              {t('preview.line')} {row.line}
            </span>
            {row.values.titel || <Dash />}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {PREVIEW_COLUMNS.slice(1).map((column) => (
              <div key={column} className="contents">
                <dt className="font-mono text-ink-muted">{column}</dt>
                <dd className="min-w-0 break-words">{row.values[column] || <Dash />}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-2">
            <ImportRowStatus row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
};

/** Wider screens: a table, the verdict in the last column. */
const RowTable = ({ rows }: RowsProps) => {
  const { t } = useTranslation('bulkUpload');
  return (
    <div className="overflow-x-auto rounded-xl border border-line/80">
      <table className="w-full text-left text-sm" aria-label={t('preview.tableLabel')}>
        <thead className="bg-sand-50 text-xs tracking-wide text-ink-soft">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium uppercase">
              {t('preview.line')}
            </th>
            {PREVIEW_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-mono font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="min-w-[16rem] px-3 py-2 font-medium uppercase">
              {t('preview.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.line}
              data-testid={`bulk-row-${row.line}`}
              className={cn('border-t border-line/70 align-top', row.errors.length > 0 && 'bg-clay-50/60')}
            >
              <td className="px-3 py-2 text-ink-muted tabular-nums">{row.line}</td>
              {PREVIEW_COLUMNS.map((column) => (
                <td key={column} className="max-w-[14rem] px-3 py-2 break-words">
                  {row.values[column] || <Dash />}
                </td>
              ))}
              <td className="px-3 py-2">
                <ImportRowStatus row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** The rows of the file as the server read them, each with its verdict. */
export const ImportRowTable = ({ rows }: RowsProps) => {
  const { t } = useTranslation('bulkUpload');
  const isMobile = useIsMobile();
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <div className="space-y-2">
      {isMobile ? <RowCards rows={shown} /> : <RowTable rows={shown} />}
      {rows.length > SHOWN_ROWS ? (
        <p className="text-sm text-ink-muted">
          {t('preview.truncated', { shown: SHOWN_ROWS, total: rows.length })}
        </p>
      ) : null}
    </div>
  );
};
