import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberDto } from '@core/schemas/teams';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';

type RemoveMemberDialogProps = {
  member: TeamMemberDto | null;
  profileName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (member: TeamMemberDto) => void;
};

/** "Remove {name} from the team?" with Annuleren / Verwijderen. */
export const RemoveMemberDialog = ({
  member,
  profileName,
  busy,
  onCancel,
  onConfirm,
}: RemoveMemberDialogProps) => {
  const { t } = useTranslation('teams');
  const name = member?.name ?? '';
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('remove.title', { name })}
      description={t('remove.description', { name, profile: profileName })}
      closeLabel={t('remove.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('remove.cancel')}
          </Button>
          <Button
            variant="accent"
            disabled={busy}
            onClick={() => (member ? onConfirm(member) : undefined)}
            data-testid="team-member-remove-confirm"
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t('remove.confirm')}
          </Button>
        </>
      }
    />
  );
};
