import { CircleAlert, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { useSession } from '@web/features/accounts';
import { SettingsShell } from '@web/features/settings';
import { TeamCard, useTeams } from '@web/features/teams';

/** /dashboard/instellingen/team: per owned profile its members, open invitations and an invite form. */
export const TeamSettingsPage = () => {
  const { t } = useTranslation('teams');
  const { user } = useSession();
  const teams = useTeams();

  const content = () => {
    if (teams.isPending) {
      return (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-72" />
        </div>
      );
    }
    if (teams.isError) {
      return (
        <StatePanel
          icon={CircleAlert}
          tone="error"
          title={t('settings.loadError')}
          action={
            <Button variant="secondary" onClick={() => void teams.refetch()}>
              {t('settings.retry')}
            </Button>
          }
        />
      );
    }
    if (teams.data.teams.length === 0) {
      return (
        <StatePanel
          icon={UsersRound}
          title={t('settings.emptyTitle')}
          description={t('settings.emptyText')}
          testId="team-empty"
          action={
            <Button asChild variant="secondary">
              <Link to="/dashboard">{t('settings.emptyAction')}</Link>
            </Button>
          }
        />
      );
    }
    return teams.data.teams.map((team) => (
      <TeamCard key={`${team.profileType}-${team.profileId}`} team={team} currentUserId={user?.id} />
    ));
  };

  return (
    <SettingsShell title={t('settings.title')} description={t('settings.description')}>
      {content()}
    </SettingsShell>
  );
};
