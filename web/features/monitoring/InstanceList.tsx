import { useTranslation } from 'react-i18next';
import type { MonitoringInstance } from '@core/schemas/monitoring';
import { Badge } from '@web/components/ui/Badge';
import { useFormats } from './useFormats';

/** Every instance seen in the last day: alive (heartbeat within 2 minutes) or gone, uptime, version, errors. */
export const InstanceList = ({ instances }: { instances: readonly MonitoringInstance[] }) => {
  const { t } = useTranslation('monitoring');
  const f = useFormats();
  if (instances.length === 0) return <p className="text-sm text-ink-soft">{t('instances.empty')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {instances.map((i) => (
        <li
          key={i.id}
          className="min-w-0 rounded-xl border border-line bg-white px-4 py-3"
          data-testid="monitoring-instance"
          data-alive={i.alive}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-all">{i.hostname}</span>
            <Badge tone={i.alive ? 'forest' : 'clay'}>
              {i.alive ? t('instances.alive') : t('instances.gone')}
            </Badge>
            {i.current ? <Badge>{t('instances.current')}</Badge> : null}
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t('instances.uptime')}</dt>
            <dd className="tabular-nums">{f.duration(i.uptimeSeconds)}</dd>
            <dt className="text-ink-muted">{t('instances.version')}</dt>
            <dd>{i.version}</dd>
            <dt className="text-ink-muted">{t('instances.pid')}</dt>
            <dd className="tabular-nums">{i.pid}</dd>
            <dt className="text-ink-muted">{t('instances.lastSeen')}</dt>
            <dd>{f.dateTime(i.lastSeenAt)}</dd>
            <dt className="text-ink-muted">{t('instances.errors')}</dt>
            <dd className="tabular-nums">{f.number(i.errorCount)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
};
