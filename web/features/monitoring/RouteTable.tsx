import { useTranslation } from 'react-i18next';
import type { MonitoringRoute } from '@core/schemas/monitoring';
import { cn } from '@web/lib/cn';
import { useFormats } from './useFormats';

const headClass = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';
const cellClass = 'px-3 py-2 align-top';

/** Requests per minute and p95 per route pattern over the last heartbeat window, summed over live instances. */
export const RouteTable = ({ routes }: { routes: readonly MonitoringRoute[] }) => {
  const { t } = useTranslation('monitoring');
  const f = useFormats();
  if (routes.length === 0) return <p className="text-sm text-ink-soft">{t('routes.empty')}</p>;
  return (
    <div
      className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white"
      tabIndex={0}
      role="region"
      aria-label={t('routes.title')}
    >
      <table className="w-full table-fixed border-collapse text-sm">
        <thead className="border-b border-line bg-sand-50">
          <tr>
            <th scope="col" className={headClass}>
              {t('routes.route')}
            </th>
            <th scope="col" className={cn(headClass, 'w-20 text-right sm:w-28')}>
              {t('routes.perMinute')}
            </th>
            <th scope="col" className={cn(headClass, 'w-24 text-right sm:w-28')}>
              {t('routes.p95')}
            </th>
            <th scope="col" className={cn(headClass, 'w-12 text-right sm:w-20')}>
              {t('routes.errors')}
            </th>
          </tr>
        </thead>
        <tbody>
          {routes.map((r) => (
            <tr
              key={`${r.method} ${r.route}`}
              className="border-b border-line/60 last:border-0"
              data-testid="monitoring-route"
            >
              <td className={cn(cellClass, 'font-mono text-xs break-all')}>
                <span className="mr-2 font-semibold text-ink-muted">{r.method}</span>
                {r.route}
              </td>
              <td className={cn(cellClass, 'text-right tabular-nums')}>{f.number(r.perMinute, 1)}</td>
              <td className={cn(cellClass, 'text-right whitespace-nowrap tabular-nums')}>
                {r.p95Ms === null ? '–' : t('routes.ms', { value: f.number(r.p95Ms, 1) })}
              </td>
              <td className={cn(cellClass, 'text-right tabular-nums', r.errors > 0 && 'text-red-700')}>
                {f.number(r.errors)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
