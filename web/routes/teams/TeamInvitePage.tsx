import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { AuthLayout, useSession } from '@web/features/accounts';
import { TeamInvitationPanel, useInvitationPreview } from '@web/features/teams';
import { apiErrorHint, apiErrorMessage } from '@web/lib/apiErrors';

/** A dead end with its reason (incomplete link, unknown, used or expired invitation) and a way on. */
const Unavailable = ({ title, text }: { title: string; text?: string | undefined }) => {
  const { t } = useTranslation('teams');
  const { isSignedIn } = useSession();
  return (
    <div role="alert" className="space-y-4 text-center" data-testid="team-invite-unavailable">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-clay-100 text-clay-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <p className="font-display text-xl font-semibold">{title}</p>
      {text ? <p className="text-ink-soft">{text}</p> : null}
      <Button asChild variant="secondary">
        <Link to={isSignedIn ? '/dashboard' : '/'}>
          {t(isSignedIn ? 'invitation.toDashboard' : 'invitation.toHome')}
        </Link>
      </Button>
    </div>
  );
};

/** /team/uitnodiging?token=…: the link in a team invitation mail. */
export const TeamInvitePage = () => {
  const { t } = useTranslation('teams');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const preview = useInvitationPreview(token);

  const content = () => {
    if (!token)
      return <Unavailable title={t('invitation.missingToken')} text={t('invitation.missingTokenHint')} />;
    if (preview.isPending) {
      return (
        <p role="status" className="flex items-center justify-center gap-2 text-ink-soft">
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          {t('invitation.loading')}
        </p>
      );
    }
    if (preview.isError) {
      return <Unavailable title={apiErrorMessage(preview.error, t)} text={apiErrorHint(preview.error, t)} />;
    }
    return <TeamInvitationPanel token={token} preview={preview.data} />;
  };

  return (
    <AuthLayout title={t('invitation.title')} testId="team-invite-page">
      {content()}
    </AuthLayout>
  );
};
