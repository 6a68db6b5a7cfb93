import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  AdminHeading,
  AdminPagedList,
  EmailLogDetail,
  EmailLogFilters,
  EmailLogList,
  useEmailLogs,
  useListParams,
} from '@web/features/admin';

const LIST_KEYS = ['to', 'kind', 'mail'] as const;

/** /admin/instellingen/email-logs: every mail sent, newest first, filterable, with the message itself. */
export const AdminEmailLogsPage = () => {
  const { t } = useTranslation('admin');
  const { values, page, setFilters, setPage, setParam } = useListParams(LIST_KEYS);
  const query = useEmailLogs({ to: values.to, kind: values.kind, page });
  const filtered = Boolean(values.to || values.kind);

  return (
    <div data-testid="admin-email-logs-page">
      <AdminHeading title={t('emailLogs.title')} description={t('emailLogs.description')} />
      <EmailLogFilters
        key={values.to}
        to={values.to}
        kind={values.kind}
        kinds={query.data?.kinds ?? []}
        onApply={(filters) => setFilters({ ...filters, mail: '' })}
      />
      {values.mail ? <EmailLogDetail id={values.mail} onClose={() => setParam('mail', '')} /> : null}
      <AdminPagedList
        query={query}
        rowClassName="h-14"
        onPage={setPage}
        empty={
          <StatePanel
            icon={Mail}
            title={t('emailLogs.emptyTitle')}
            description={filtered ? t('emailLogs.emptyFiltered') : t('emailLogs.emptyAll')}
          />
        }
      >
        {(items) => (
          <EmailLogList items={items} selectedId={values.mail} onOpen={(id) => setParam('mail', id)} />
        )}
      </AdminPagedList>
    </div>
  );
};
