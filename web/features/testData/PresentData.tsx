import { Database, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEST_DATA_KINDS } from '@core/domain/testData';
import type { TestDataOverview, TestDataRunDto } from '@core/schemas/testData';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Dialog } from '@web/components/ui/Dialog';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useStartTestDataRun } from './queries';

type PresentDataProps = {
  overview: TestDataOverview;
  disabled: boolean;
  onStarted: (run: TestDataRunDto) => void;
};

/** What test data exists now (per kind), a few generated events to look up, and 'remove all' with a confirm. */
export const PresentData = ({ overview, disabled, onStarted }: PresentDataProps) => {
  const { t, i18n } = useTranslation('testData');
  const start = useStartTestDataRun();
  const [confirming, setConfirming] = useState(false);
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL');
  const total = TEST_DATA_KINDS.reduce((s, k) => s + overview.present[k], 0);

  const handleRemove = async () => {
    try {
      const run = await start.mutateAsync({ action: 'remove' });
      setConfirming(false);
      onStarted(run);
    } catch (err) {
      setConfirming(false);
      notify.error(apiErrorMessage(err, t));
    }
  };

  return (
    <Card data-testid="test-data-present">
      <CardBody className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Database aria-hidden className="size-5 text-forest-600" />
            {t('present.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('present.intro', { domain: overview.emailDomain })}</p>
        </div>
        {total === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="test-data-none">
            {t('present.empty')}
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {TEST_DATA_KINDS.map((kind) => (
              <div key={kind} className="flex justify-between gap-2 border-b border-line/70 pb-1">
                <dt className="text-ink-soft">{t(`kinds.${kind}`)}</dt>
                <dd className="font-medium tabular-nums" data-testid={`test-data-present-${kind}`}>
                  {number.format(overview.present[kind])}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {overview.sampleEvents.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold">{t('present.samples')}</h3>
            <ul className="space-y-1 text-sm" data-testid="test-data-samples">
              {overview.sampleEvents.map((event) => (
                <li key={event.id} className="min-w-0">
                  <Link
                    to={`/events?q=${encodeURIComponent(event.title)}`}
                    className="break-words text-forest-700 underline-offset-4 hover:underline"
                  >
                    {event.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={disabled || total === 0}
          data-testid="test-data-remove"
        >
          <Trash2 aria-hidden />
          {t('remove.button')}
        </Button>
      </CardBody>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !start.isPending) setConfirming(false);
        }}
        title={t('remove.confirmTitle')}
        description={t('remove.confirmBody', { count: total, formatted: number.format(total) })}
        closeLabel={t('remove.cancel')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={start.isPending}>
              {t('remove.cancel')}
            </Button>
            <Button
              variant="accent"
              onClick={() => void handleRemove()}
              disabled={start.isPending}
              data-testid="test-data-remove-confirm"
            >
              {start.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
              {t('remove.confirm')}
            </Button>
          </>
        }
      />
    </Card>
  );
};
