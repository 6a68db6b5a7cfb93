import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDto, TeamInvitationDto, TeamMemberDto } from '@core/schemas/teams';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { InviteMemberForm } from './InviteMemberForm';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { TeamInvitationList } from './TeamInvitationList';
import { TeamMemberList } from './TeamMemberList';
import { useRemoveMember, useWithdrawInvitation } from './queries';

type TeamCardProps = { team: TeamDto; currentUserId: string | undefined };

/** One owned profile: its members (remove with confirmation), open invitations (withdraw) and the invite form. */
export const TeamCard = ({ team, currentUserId }: TeamCardProps) => {
  const { t } = useTranslation('teams');
  const ref = { profileType: team.profileType, profileId: team.profileId };
  const remove = useRemoveMember();
  const withdraw = useWithdrawInvitation();
  const [removing, setRemoving] = useState<TeamMemberDto | null>(null);
  const headingId = `team-${team.profileId}`;

  const handleRemove = (member: TeamMemberDto) => {
    remove.mutate(
      { ...ref, userId: member.userId },
      {
        onSuccess: () => notify.success(t('remove.done', { name: member.name })),
        onError: (error) => notify.error(apiErrorMessage(error, t)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  const handleWithdraw = (invitation: TeamInvitationDto) => {
    withdraw.mutate(
      { ...ref, id: invitation.id },
      {
        onSuccess: () => notify.success(t('invitations.withdrawn', { email: invitation.email })),
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );
  };

  return (
    <Card>
      <section aria-labelledby={headingId} data-testid={`team-card-${team.profileType}`}>
        <CardBody className="space-y-6 p-5 sm:p-6">
          <header className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
              {team.profileName}
            </h2>
            <Badge tone="forest">{t(`types.${team.profileType}`)}</Badge>
          </header>

          <div>
            <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
              {t('members.title', { count: team.members.length })}
            </h3>
            <TeamMemberList members={team.members} currentUserId={currentUserId} onRemove={setRemoving} />
            {team.members.every((m) => m.role === 'owner') ? (
              <p className="text-sm text-ink-muted">{t('members.onlyOwner')}</p>
            ) : null}
          </div>

          <div>
            <h3 className="mb-1 text-sm font-semibold tracking-wide text-ink-soft uppercase">
              {t('invitations.title')}
            </h3>
            <TeamInvitationList
              invitations={team.invitations}
              pendingId={withdraw.isPending ? (withdraw.variables?.id ?? null) : null}
              onWithdraw={handleWithdraw}
            />
          </div>

          <div className="rounded-2xl bg-sand-50 p-4 sm:p-5">
            <h3 className="mb-3 font-medium text-ink">{t('invite.title')}</h3>
            <InviteMemberForm team={ref} />
          </div>
        </CardBody>
      </section>
      <RemoveMemberDialog
        member={removing}
        profileName={team.profileName}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={handleRemove}
      />
    </Card>
  );
};
