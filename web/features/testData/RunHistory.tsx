import { useTranslation } from 'react-i18next';
import { TEST_DATA_KINDS } from '@core/domain/testData';
import type { TestDataRunDto } from '@core/schemas/testData';
import { formatDateTime } from '@web/features/admin';
import { RunStatusBadge } from './RunStatusBadge';

type RunHistoryProps = { items: readonly TestDataRunDto[] };

/** Earlier runs, newest first: what, by whom, when, status and the numbers written or deleted. */
export const RunHistory = ({ items }: RunHistoryProps) => {
  const { t, i18n } = useTranslation('testData');
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL');
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
      aria-label={t('history.heading')}
    >
      {items.map((run) => {
        const counts = TEST_DATA_KINDS.filter((k) => run.counts[k] > 0)
          .map((k) => `${t(`kinds.${k}`)} ${number.format(run.counts[k])}`)
          .join(' · ');
        return (
          <li
            key={run.id}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
            data-testid="test-data-run"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {t(`history.action.${run.action}`)}
                <RunStatusBadge status={run.status} />
              </p>
              <p className="text-sm break-words text-ink-soft">{counts || t('history.nothing')}</p>
              {run.error ? <p className="text-sm text-clay-700">{run.error}</p> : null}
            </div>
            <p className="shrink-0 text-xs text-ink-muted sm:text-right sm:text-sm">
              {formatDateTime(run.createdAt, i18n.language)}
              {run.requestedByName ? (
                <span className="block">{t('history.by', { name: run.requestedByName })}</span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
};
