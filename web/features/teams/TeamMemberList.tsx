import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberDto } from '@core/schemas/teams';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Avatar } from '@web/features/navigation';
import { formatEventDate } from '@web/lib/format';

type TeamMemberListProps = {
  members: readonly TeamMemberDto[];
  currentUserId: string | undefined;
  onRemove: (member: TeamMemberDto) => void;
};

/** The owner and the members of one team; a remove button where the server says the viewer may remove. */
export const TeamMemberList = ({ members, currentUserId, onRemove }: TeamMemberListProps) => {
  const { t, i18n } = useTranslation('teams');
  const language = i18n.resolvedLanguage ?? 'nl';
  return (
    <ul className="divide-y divide-line/70" data-testid="team-members">
      {members.map((member) => (
        <li key={member.userId} className="flex items-center gap-3 py-3" data-testid="team-member">
          <Avatar name={member.name} src={member.avatarUrl} className="size-10" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-ink">
              <span className="truncate">{member.name}</span>
              {member.userId === currentUserId ? (
                <span className="text-sm font-normal text-ink-muted">({t('members.you')})</span>
              ) : null}
              <Badge tone={member.role === 'owner' ? 'forest' : 'neutral'}>
                {t(member.role === 'owner' ? 'members.owner' : 'members.member')}
              </Badge>
            </p>
            <p className="truncate text-sm text-ink-soft">{member.email}</p>
            <p className="text-xs text-ink-muted">
              {t('members.since', { date: formatEventDate(member.since, language) })}
            </p>
          </div>
          {member.canRemove ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRemove(member)}
              aria-label={t('members.removeLabel', { name: member.name })}
              data-testid="team-member-remove"
            >
              <UserMinus aria-hidden />
              <span className="hidden sm:inline">{t('members.remove')}</span>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
