import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamInvitationDto } from '@core/schemas/teams';
import { Button } from '@web/components/ui/Button';
import { formatEventDate } from '@web/lib/format';

type TeamInvitationListProps = {
  invitations: readonly TeamInvitationDto[];
  pendingId: string | null;
  onWithdraw: (invitation: TeamInvitationDto) => void;
};

/** Invitations that were sent but not accepted yet, each with a withdraw button. */
export const TeamInvitationList = ({ invitations, pendingId, onWithdraw }: TeamInvitationListProps) => {
  const { t, i18n } = useTranslation('teams');
  const language = i18n.resolvedLanguage ?? 'nl';
  if (invitations.length === 0) return <p className="text-sm text-ink-muted">{t('invitations.none')}</p>;
  return (
    <ul className="divide-y divide-line/70" data-testid="team-invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex items-center gap-3 py-3" data-testid="team-invitation">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink">{invitation.email}</p>
            <p className="text-xs text-ink-muted">
              {t('invitations.sent', {
                date: formatEventDate(invitation.sentAt, language),
                expires: formatEventDate(invitation.expiresAt, language),
              })}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={pendingId === invitation.id}
            onClick={() => onWithdraw(invitation)}
            aria-label={t('invitations.withdrawLabel', { email: invitation.email })}
            data-testid="team-invitation-withdraw"
          >
            <MailX aria-hidden />
            <span className="hidden sm:inline">{t('invitations.withdraw')}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
};
