import { Megaphone } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminHeading, AdminPagedList } from '@web/features/admin';
import { BroadcastForm, BroadcastList, useBroadcasts } from '@web/features/broadcasts';
import { pageParam } from '@web/lib/pageParam';

/** /admin/broadcast-notifications (issue 15): write and send a broadcast; below, the sent ones with their reach. */
export const AdminBroadcastPage = () => {
  const { t } = useTranslation('broadcasts');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const query = useBroadcasts(page);

  const handlePage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return (
    <div data-testid="admin-broadcast-page">
      <AdminHeading title={t('page.title')} description={t('page.intro')} />
      <BroadcastForm />
      <section className="mt-10" aria-labelledby="broadcast-list-heading">
        <h2 id="broadcast-list-heading" className="mb-4 text-xl font-semibold">
          {t('list.heading')}
        </h2>
        <AdminPagedList
          query={query}
          rowClassName="h-16"
          onPage={handlePage}
          empty={<StatePanel icon={Megaphone} title={t('list.heading')} description={t('list.empty')} />}
        >
          {(items) => <BroadcastList items={items} />}
        </AdminPagedList>
      </section>
    </div>
  );
};
