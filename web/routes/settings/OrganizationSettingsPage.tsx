import { Building2, CircleAlert, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { SettingsShell } from '@web/features/settings';
import { OrganizationProfileForm, useOrganizationProfile } from '@web/features/teams';

/** /dashboard/instellingen/organisatie: the basics of the user's own organisation, or creating it. */
export const OrganizationSettingsPage = () => {
  const { t } = useTranslation(['teams', 'errors']);
  const query = useOrganizationProfile();

  const content = () => {
    if (query.isPending) return <Skeleton className="h-96" aria-busy="true" />;
    if (query.isError) {
      return (
        <StatePanel
          icon={CircleAlert}
          tone="error"
          title={t('organization.loadError')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('settings.retry')}
            </Button>
          }
        />
      );
    }
    const { profile, canCreate } = query.data;
    if (!profile && !canCreate) {
      return (
        <StatePanel
          icon={Building2}
          title={t('organization.memberTitle')}
          description={t('errors:organization_member_cannot_create')}
          testId="organization-member-refusal"
        />
      );
    }
    return (
      <Card>
        <CardBody className="space-y-5 p-5 sm:p-6">
          {profile ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="font-display text-2xl font-semibold">{profile.organizationName}</h2>
              <Button asChild variant="link">
                <Link to={`/organisatie/${profile.slug}`}>
                  {t('organization.publicLink')}
                  <ExternalLink aria-hidden />
                </Link>
              </Button>
            </div>
          ) : (
            <div>
              <h2 className="font-display text-2xl font-semibold">{t('organization.createTitle')}</h2>
              <p className="mt-1 text-ink-soft">{t('organization.createText')}</p>
            </div>
          )}
          <OrganizationProfileForm key={profile?.id ?? 'new'} profile={profile} />
        </CardBody>
      </Card>
    );
  };

  return (
    <SettingsShell title={t('organization.title')} description={t('organization.description')}>
      {content()}
    </SettingsShell>
  );
};
