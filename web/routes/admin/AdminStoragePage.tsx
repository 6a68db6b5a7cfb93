import { useTranslation } from 'react-i18next';
import { AdminHeading } from '@web/features/admin';
import { OrphanPanel, StorageSummaryPanel, StoredFileList } from '@web/features/storage';

/** /admin/storage (issue 16): where uploads live and how much, every stored file, and orphans to clean up. */
export const AdminStoragePage = () => {
  const { t } = useTranslation('storage');
  return (
    <div data-testid="admin-storage-page" className="space-y-10">
      <AdminHeading title={t('page.title')} description={t('page.intro')} />
      <StorageSummaryPanel />
      <section aria-labelledby="storage-files-heading">
        <h2 id="storage-files-heading" className="mb-4 text-xl font-semibold">
          {t('files.heading')}
        </h2>
        <StoredFileList />
      </section>
      <section aria-labelledby="storage-orphans-heading">
        <h2 id="storage-orphans-heading" className="mb-1 text-xl font-semibold">
          {t('orphans.heading')}
        </h2>
        <p className="mb-4 max-w-2xl text-sm text-ink-soft">{t('orphans.intro')}</p>
        <OrphanPanel />
      </section>
    </div>
  );
};
