import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminHeading, AdminPagedList, useListParams } from '@web/features/admin';
import {
  type AdminSubscriptionRowDto,
  ExtendDialog,
  GrantDialog,
  PaymentHistorySheet,
  SubscriptionFilters,
  SubscriptionStats,
  SubscriptionTable,
  useAdminSubscriptions,
} from '@web/features/payments';

const LIST_KEYS = ['q', 'status', 'plan'] as const;

/** /admin/abonnementen: figures and MRR, the filterable table, a member's payments, grant and extend. */
export const AdminSubscriptionsPage = () => {
  const { t } = useTranslation('payments');
  const { values, page, setFilters, setPage } = useListParams(LIST_KEYS);
  const query = useAdminSubscriptions({ q: values.q, status: values.status, plan: values.plan, page });
  const [granting, setGranting] = useState(false);
  const [history, setHistory] = useState<{ userId: string; name: string } | null>(null);
  const [extending, setExtending] = useState<AdminSubscriptionRowDto | null>(null);
  const filtered = Boolean(values.q || values.status || values.plan);

  return (
    <div data-testid="admin-subscriptions-page">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <AdminHeading title={t('admin.title')} description={t('admin.description')} />
        <Button onClick={() => setGranting(true)} className="mb-6">
          <Plus aria-hidden />
          {t('admin.grant')}
        </Button>
      </div>
      <SubscriptionStats />
      <SubscriptionFilters
        key={values.q}
        q={values.q}
        status={values.status}
        plan={values.plan}
        onApply={setFilters}
      />
      <AdminPagedList
        query={query}
        rowClassName="h-20"
        onPage={setPage}
        empty={
          <StatePanel
            icon={CreditCard}
            title={t('admin.table.emptyTitle')}
            description={filtered ? t('admin.table.emptyFiltered') : t('admin.table.emptyAll')}
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => setFilters({ q: '', status: '', plan: '' })}>
                  {t('admin.filters.clear')}
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(items) => (
          <SubscriptionTable
            items={items}
            onHistory={(row) => setHistory({ userId: row.userId, name: row.memberName ?? row.memberEmail })}
            onExtend={setExtending}
          />
        )}
      </AdminPagedList>
      <PaymentHistorySheet member={history} onClose={() => setHistory(null)} />
      <GrantDialog open={granting} onOpenChange={setGranting} />
      <ExtendDialog
        key={extending?.id ?? 'none'}
        subscription={extending}
        onClose={() => setExtending(null)}
      />
    </div>
  );
};
