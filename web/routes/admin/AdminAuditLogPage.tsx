import { Download, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EXPORT_MAX } from '@core/schemas/audit';
import { StatePanel } from '@web/components/ui/StatePanel';
import { buttonVariants } from '@web/components/ui/Button';
import { AdminHeading, AdminPagedList, useListParams } from '@web/features/admin';
import { AuditFilters, AuditList, auditExportUrl, useAuditLog } from '@web/features/audit';

const LIST_KEYS = ['action', 'actor', 'targetType', 'from', 'to'] as const;

/** /admin/logboek (issue 16): every admin action with who, what, about what, when and before/after. */
export const AdminAuditLogPage = () => {
  const { t, i18n } = useTranslation('audit');
  const { values, page, setFilters, setPage } = useListParams(LIST_KEYS);
  const query = useAuditLog({ ...values, page });
  const filtered = Object.values(values).some(Boolean);

  return (
    <div data-testid="admin-audit-log-page">
      <AdminHeading title={t('page.title')} description={t('page.intro')} />
      <AuditFilters key={JSON.stringify(values)} values={values} onApply={setFilters} />
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={auditExportUrl(values)}
          download
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Download aria-hidden className="size-4" />
          {t('export.button')}
        </a>
        <span className="text-sm text-ink-muted">
          {t('export.cap', {
            max: AUDIT_EXPORT_MAX.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'nl-NL'),
          })}
        </span>
      </div>
      <AdminPagedList
        query={query}
        rowClassName="h-24"
        onPage={setPage}
        empty={
          <StatePanel
            icon={ScrollText}
            title={t('list.emptyTitle')}
            description={filtered ? t('list.emptyFiltered') : t('list.emptyAll')}
          />
        }
      >
        {(items) => <AuditList items={items} />}
      </AdminPagedList>
    </div>
  );
};
