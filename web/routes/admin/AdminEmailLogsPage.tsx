import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  AdminHeading,
  EmailLogDetail,
  EmailLogFilters,
  EmailLogList,
  LoadError,
  resultsSummary,
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
      {query.isPending ? (
        <SkeletonList rowClassName="h-14" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <StatePanel
          icon={Mail}
          title={t('emailLogs.emptyTitle')}
          description={filtered ? t('emailLogs.emptyFiltered') : t('emailLogs.emptyAll')}
        />
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <EmailLogList
            items={query.data.items}
            selectedId={values.mail}
            onOpen={(id) => setParam('mail', id)}
          />
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={setPage}
            summary={resultsSummary(t, query.data.page, query.data.total)}
          />
        </div>
      )}
    </div>
  );
};
