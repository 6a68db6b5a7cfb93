import { useTranslation } from 'react-i18next';
import type { MonitoringJob } from '@core/schemas/monitoring';
import { Badge } from '@web/components/ui/Badge';
import { useFormats } from './useFormats';

type JobState = 'ok' | 'failing' | 'never';

/** Never ran; failing when the last failure is newer than the last success; else fine. */
const stateOf = (job: MonitoringJob): JobState => {
  if (!job.lastRunAt) return 'never';
  if (job.lastFailureAt && (!job.lastSuccessAt || job.lastFailureAt > job.lastSuccessAt)) return 'failing';
  return 'ok';
};

const TONE = { ok: 'forest', failing: 'destructive', never: 'neutral' } as const;

/** Each scheduled job: state, last success, last failure with its error, runs and affected rows in 24 h. */
export const JobRunList = ({ jobs }: { jobs: readonly MonitoringJob[] }) => {
  const { t } = useTranslation('monitoring');
  const f = useFormats();
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {jobs.map((job) => {
        const state = stateOf(job);
        return (
          <li
            key={job.job}
            className="min-w-0 rounded-xl border border-line bg-white px-4 py-3"
            data-testid="monitoring-job"
            data-job={job.job}
            data-state={state}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">{t(`jobs.names.${job.job}`, { defaultValue: job.job })}</p>
                <p className="font-mono text-xs break-all text-ink-muted">{job.job}</p>
              </div>
              <Badge tone={TONE[state]} className="shrink-0">
                {t(`jobs.state.${state}`)}
              </Badge>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">{t('jobs.lastSuccess')}</dt>
              <dd>{f.dateTime(job.lastSuccessAt)}</dd>
              <dt className="text-ink-muted">{t('jobs.lastFailure')}</dt>
              <dd>{f.dateTime(job.lastFailureAt)}</dd>
              <dt className="text-ink-muted">{t('jobs.runs24h')}</dt>
              <dd className="tabular-nums">
                {t('jobs.runsValue', { runs: job.runs24h, failures: job.failures24h })}
              </dd>
              <dt className="text-ink-muted">{t('jobs.affected24h')}</dt>
              <dd className="tabular-nums">{f.number(job.affected24h)}</dd>
            </dl>
            {job.lastError ? (
              <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 font-mono text-xs break-words text-red-800">
                <span className="sr-only">{t('jobs.lastError')}: </span>
                {job.lastError}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
};
