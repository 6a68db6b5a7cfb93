import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_DATA_KINDS, isActiveRun } from '@core/domain/testData';
import type { TestDataRunDto } from '@core/schemas/testData';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { scrollBehavior } from '@web/lib/useMediaQuery';
import { useCancelTestDataRun } from './queries';
import { RunStatusBadge } from './RunStatusBadge';

type RunProgressProps = { run: TestDataRunDto };

/** The current run live: a progress bar with done/total, the numbers per kind, and a cancel button. */
export const RunProgress = ({ run }: RunProgressProps) => {
  const { t, i18n } = useTranslation('testData');
  const cancel = useCancelTestDataRun();
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL');
  const active = isActiveRun(run.status);
  const card = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  // A run just started from a form further down (a phone): bring its progress into view, once per run.
  useEffect(() => {
    if (!active || scrolledFor.current === run.id) return;
    scrolledFor.current = run.id;
    card.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [active, run.id]);
  const kinds = TEST_DATA_KINDS.filter((k) => run.requested[k] > 0 || run.counts[k] > 0);

  const handleCancel = async () => {
    try {
      await cancel.mutateAsync(run.id);
      notify.info(t('toast.cancelRequested'));
    } catch (err) {
      notify.error(apiErrorMessage(err, t));
    }
  };

  return (
    <Card ref={card} className="scroll-mt-24" data-testid="test-data-progress">
      <CardBody className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            {active ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin text-forest-600" />
            ) : run.status === 'completed' ? (
              <CircleCheck aria-hidden className="size-5 text-forest-600" />
            ) : (
              <CircleX aria-hidden className="size-5 text-clay-600" />
            )}
            {t(`progress.${run.action}`)}
          </h2>
          <span aria-live="polite">
            <RunStatusBadge status={run.status} />
          </span>
        </div>
        <div>
          <div
            role="progressbar"
            aria-label={t('progress.heading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={run.percent}
            className="h-3 overflow-hidden rounded-full bg-sand-100"
          >
            <div
              className="h-full rounded-full bg-forest-600 transition-[width] duration-500"
              style={{ width: `${run.percent}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-ink-soft tabular-nums" data-testid="test-data-progress-label">
            {t('progress.label', {
              done: number.format(run.done),
              total: number.format(run.total),
              percent: run.percent,
            })}
          </p>
        </div>
        {kinds.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('progress.perKind')}>
            {kinds.map((kind) => (
              <li key={kind}>
                <Badge tone="neutral" className="tabular-nums">
                  {t(`kinds.${kind}`)}: {number.format(run.counts[kind])}
                  {run.action === 'generate' ? ` / ${number.format(run.requested[kind])}` : ''}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {run.error ? <p className="text-sm text-clay-700">{run.error}</p> : null}
        {active ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleCancel()}
            disabled={run.cancelRequested || cancel.isPending}
            data-testid="test-data-cancel"
          >
            {run.cancelRequested ? t('progress.cancelling') : t('progress.cancel')}
          </Button>
        ) : null}
      </CardBody>
    </Card>
  );
};
