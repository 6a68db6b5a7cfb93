import { History, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isActiveRun } from '@core/domain/testData';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminHeading, AdminPagedList } from '@web/features/admin';
import {
  GenerateForm,
  PresentData,
  RunHistory,
  RunProgress,
  useTestDataOverview,
  useTestDataRun,
  useTestDataRuns,
} from '@web/features/testData';
import { apiErrorCode, apiErrorMessage } from '@web/lib/apiErrors';
import { pageParam } from '@web/lib/pageParam';
import { Button } from '@web/components/ui/Button';

/**
 * /admin/test-data (issue 16): generate extra demo data or remove it, in the background with live progress; the
 * history below. On a production instance the API refuses and the screen says why.
 */
export const AdminTestDataPage = () => {
  const { t } = useTranslation('testData');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const overview = useTestDataOverview();
  const production = apiErrorCode(overview.error) === 'test_data_production';
  const runs = useTestDataRuns(page);
  const [startedId, setStartedId] = useState<string | null>(null);
  const runId = startedId ?? overview.data?.activeRun?.id ?? null;
  const run = useTestDataRun(production ? null : runId);
  const busy = run.data ? isActiveRun(run.data.status) : Boolean(overview.data?.activeRun);

  const handlePage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  const heading = <AdminHeading title={t('page.title')} description={t('page.intro')} />;
  if (production) {
    return (
      <div data-testid="admin-test-data-page">
        {heading}
        <StatePanel
          icon={ShieldAlert}
          tone="error"
          testId="test-data-production"
          title={t('production.title')}
          description={apiErrorMessage(overview.error, t)}
        />
      </div>
    );
  }

  return (
    <div data-testid="admin-test-data-page">
      {heading}
      {overview.isPending ? (
        <SkeletonList rows={3} rowClassName="h-40" />
      ) : overview.isError ? (
        <StatePanel
          icon={ShieldAlert}
          tone="error"
          title={t('errors.load')}
          description={apiErrorMessage(overview.error, t)}
          action={
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      ) : (
        <div className="space-y-6">
          {run.data ? <RunProgress run={run.data} /> : null}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <GenerateForm disabled={busy} onStarted={(r) => setStartedId(r.id)} />
            <PresentData overview={overview.data} disabled={busy} onStarted={(r) => setStartedId(r.id)} />
          </div>
        </div>
      )}
      <section className="mt-10" aria-labelledby="test-data-history-heading">
        <h2 id="test-data-history-heading" className="mb-4 text-xl font-semibold">
          {t('history.heading')}
        </h2>
        {production ? null : (
          <AdminPagedList
            query={runs}
            rowClassName="h-16"
            onPage={handlePage}
            empty={
              <StatePanel icon={History} title={t('history.heading')} description={t('history.empty')} />
            }
          >
            {(items) => <RunHistory items={items} />}
          </AdminPagedList>
        )}
      </section>
    </div>
  );
};
