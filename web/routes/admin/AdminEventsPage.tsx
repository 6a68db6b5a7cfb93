import { CalendarX, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEventAction, AdminEventBulkResponse } from '@core/schemas/adminEvents';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminHeading, AdminPagedList, useListParams } from '@web/features/admin';
import {
  ADMIN_CREATE_EVENT_PATH,
  ADMIN_EVENT_FILTER_KEYS,
  AdminEventFilters,
  AdminEventList,
  BulkActionBar,
  BulkResultPanel,
  useAdminEvents,
  useBulkEventAction,
} from '@web/features/adminEvents';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';

/** /admin/evenementen: every event in every status, searched and filtered, with bulk actions on a selection. */
export const AdminEventsPage = () => {
  const { t } = useTranslation('adminEvents');
  const { values, page, setFilters, setPage } = useListParams(ADMIN_EVENT_FILTER_KEYS);
  const query = useAdminEvents({ ...values, page });
  const bulk = useBulkEventAction();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [running, setRunning] = useState<AdminEventAction | null>(null);
  const [result, setResult] = useState<AdminEventBulkResponse | null>(null);
  const filtered = ADMIN_EVENT_FILTER_KEYS.some((key) => values[key]);

  const handleToggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const handleToggleAll = (on: boolean) =>
    setSelected(on ? new Set(query.data?.items.map((e) => e.id) ?? []) : new Set());

  const handleAction = async (action: AdminEventAction) => {
    setRunning(action);
    try {
      setResult(await bulk.mutateAsync({ action, ids: [...selected] }));
      setSelected(new Set());
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    } finally {
      setRunning(null);
    }
  };

  return (
    <div data-testid="admin-events-page">
      <AdminHeading title={t('list.title')} description={t('list.description')}>
        <div className="mb-4 flex justify-end">
          <Button asChild size="sm">
            <Link to={ADMIN_CREATE_EVENT_PATH}>
              <Plus aria-hidden />
              {t('list.create')}
            </Link>
          </Button>
        </div>
      </AdminHeading>
      <AdminEventFilters
        key={`${values.q}|${values.city}|${values.from}|${values.to}`}
        values={values}
        onApply={(changes) => {
          setSelected(new Set());
          setFilters(changes);
        }}
      />
      {result ? <BulkResultPanel result={result} onClose={() => setResult(null)} /> : null}
      <BulkActionBar
        count={selected.size}
        busy={running}
        onAction={(action) => void handleAction(action)}
        onClear={() => setSelected(new Set())}
      />
      <AdminPagedList
        query={query}
        rowClassName="h-16"
        onPage={(next) => {
          setSelected(new Set());
          setPage(next);
        }}
        empty={
          <StatePanel
            icon={CalendarX}
            title={t('list.emptyTitle')}
            description={filtered ? t('list.emptyFiltered') : t('list.emptyAll')}
          />
        }
      >
        {(events) => (
          <AdminEventList
            events={events}
            selected={selected}
            onToggle={handleToggle}
            onToggleAll={handleToggleAll}
          />
        )}
      </AdminPagedList>
    </div>
  );
};
