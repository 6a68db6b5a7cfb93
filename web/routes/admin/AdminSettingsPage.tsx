import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminHeading, LoadError } from '@web/features/admin';
import { AuditList, useAuditLog } from '@web/features/audit';
import {
  FeatureSettingsForm,
  GeneralSettingsForm,
  MaintenanceSettingsForm,
  SignUpsSettingsForm,
  useAdminSiteSettings,
} from '@web/features/site';

/** The settings screen shows this many latest changes; the audit log has them all. */
const RECENT_CHANGES = 10;

const linkClass = 'font-medium text-forest-700 underline underline-offset-2 hover:text-forest-800';

/**
 * /admin/instellingen (issue 16): the live site settings in groups, each saved on its own and audited; below,
 * the latest changes from the audit log.
 */
export const AdminSettingsPage = () => {
  const { t } = useTranslation('siteSettings');
  const settings = useAdminSiteSettings();
  const changes = useAuditLog({
    action: 'settings.update',
    actor: '',
    targetType: '',
    from: '',
    to: '',
    page: 1,
  });

  return (
    <div data-testid="admin-settings-page">
      <AdminHeading title={t('page.title')} description={t('page.intro')} />
      <p className="-mt-2 mb-6 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <Link to="/admin/instellingen/email-logs" className={linkClass}>
          {t('page.emailLogs')}
        </Link>
        <Link to="/admin/logboek?action=settings.update" className={linkClass}>
          {t('page.auditLog')}
        </Link>
      </p>
      {settings.isPending ? (
        <SkeletonList rowClassName="h-48" />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <MaintenanceSettingsForm settings={settings.data.settings} />
          <GeneralSettingsForm settings={settings.data.settings} />
          <SignUpsSettingsForm settings={settings.data.settings} />
          <FeatureSettingsForm settings={settings.data.settings} />
        </div>
      )}
      <section className="mt-10" aria-labelledby="settings-changes-heading">
        <h2 id="settings-changes-heading" className="mb-4 text-xl font-semibold">
          {t('changes.heading')}
        </h2>
        {changes.isPending ? (
          <SkeletonList rowClassName="h-20" />
        ) : changes.isError ? (
          <LoadError error={changes.error} onRetry={() => void changes.refetch()} />
        ) : changes.data.items.length === 0 ? (
          <StatePanel icon={ScrollText} title={t('changes.heading')} description={t('changes.empty')} />
        ) : (
          <AuditList items={changes.data.items.slice(0, RECENT_CHANGES)} />
        )}
      </section>
    </div>
  );
};
