import { useTranslation } from 'react-i18next';
import type { MonitoringOverview } from '@core/schemas/monitoring';
import { Fact } from './Section';
import { useFormats } from './useFormats';

/** Database size and the slowest statements, or how to turn pg_stat_statements on. */
export const DatabaseFacts = ({ database }: { database: MonitoringOverview['database'] }) => {
  const { t } = useTranslation('monitoring');
  const f = useFormats();
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('database.engine')} value={t(`database.kinds.${database.kind}`)} />
        <Fact
          label={t('database.size')}
          value={database.sizeBytes === null ? t('unknown') : f.bytes(database.sizeBytes)}
          testId="monitoring-db-size"
        />
      </dl>
      <h3 className="pt-2 font-semibold">{t('database.slowTitle')}</h3>
      {!database.slowStatements.available ? (
        <p
          className="rounded-xl border border-line bg-sand-50 px-4 py-3 text-sm text-ink-soft"
          data-testid="monitoring-slow-note"
        >
          {database.kind === 'pglite' ? t('database.slowPglite') : t('database.slowEnable')}
        </p>
      ) : database.slowStatements.rows.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('database.slowEmpty')}</p>
      ) : (
        <ol className="space-y-2">
          {database.slowStatements.rows.map((s, i) => (
            <li key={i} className="rounded-xl border border-line bg-white px-4 py-3 text-sm">
              <p className="line-clamp-3 font-mono text-xs break-all">{s.query}</p>
              <p className="mt-1 text-ink-muted tabular-nums">
                {t('database.slowFacts', {
                  mean: f.number(s.meanMs, 1),
                  calls: f.number(s.calls),
                  total: f.number(s.totalMs / 1000, 1),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
};

/** The mail outbox by status and notification deliveries still waiting or failed. */
export const MailFacts = ({ mail }: { mail: MonitoringOverview['mail'] }) => {
  const { t } = useTranslation('monitoring');
  const f = useFormats();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Fact label={t('mail.queued')} value={f.number(mail.outbox.queued)} testId="monitoring-mail-queued" />
      <Fact label={t('mail.sent')} value={f.number(mail.outbox.sent)} />
      <Fact label={t('mail.failed')} value={f.number(mail.outbox.failed)} testId="monitoring-mail-failed" />
      <Fact
        label={t('mail.oldestQueued')}
        value={mail.outbox.oldestQueuedAt ? f.dateTime(mail.outbox.oldestQueuedAt) : t('none')}
      />
      <Fact label={t('mail.deliveriesWaiting')} value={f.number(mail.deliveries.waiting)} />
      <Fact label={t('mail.deliveriesFailed')} value={f.number(mail.deliveries.failed)} />
      <Fact
        label={t('mail.oldestWaiting')}
        value={mail.deliveries.oldestWaitingAt ? f.dateTime(mail.deliveries.oldestWaitingAt) : t('none')}
      />
    </dl>
  );
};

/** Captures of the error reporter since each live instance started, by source. */
export const ErrorFacts = ({ errors }: { errors: MonitoringOverview['errors'] }) => {
  const { t } = useTranslation('monitoring');
  const f = useFormats();
  return (
    <dl className="grid grid-cols-3 gap-3">
      <Fact label={t('errors.total')} value={f.number(errors.total)} testId="monitoring-errors-total" />
      <Fact label={t('errors.server')} value={f.number(errors.server)} />
      <Fact label={t('errors.web')} value={f.number(errors.web)} />
    </dl>
  );
};
