import { Check, LoaderCircle, LogIn, LogOut, Sparkles, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TeamInvitationPreviewDto } from '@core/schemas/teams';
import { Button } from '@web/components/ui/Button';
import { FormAlert } from '@web/components/ui/FormAlert';
import { useSession, useSignOut } from '@web/features/accounts';
import { apiErrorCode, apiErrorMessage } from '@web/lib/apiErrors';
import { formatEventDate } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { useAcceptInvitation } from './queries';

type TeamInvitationPanelProps = { token: string; preview: TeamInvitationPreviewDto };

const sameAddress = (a: string | null | undefined, b: string): boolean =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The invitation and the one way forward for this visitor: sign in (or start a trial) when signed out,
 * accept when signed in with the invited address, sign out and switch when signed in as someone else.
 */
export const TeamInvitationPanel = ({ token, preview }: TeamInvitationPanelProps) => {
  const { t, i18n } = useTranslation(['teams', 'errors']);
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const accept = useAcceptInvitation();
  const [error, setError] = useState<{ code: string | null; message: string } | null>(null);
  const here = `${location.pathname}${location.search}`;
  const loginUrl = `/auth/login?from=${encodeURIComponent(here)}`;
  const wrongAccount =
    (user && !sameAddress(user.email, preview.email)) || error?.code === 'team_invitation_wrong_account';

  const handleAccept = () => {
    setError(null);
    accept.mutate(token, {
      onSuccess: (result) => {
        notify.success(t('invitation.accepted', { profile: result.profileName }));
        void navigate('/dashboard');
      },
      onError: (err) => setError({ code: apiErrorCode(err), message: apiErrorMessage(err, t) }),
    });
  };

  const handleSwitch = async () => {
    await signOut();
    await navigate(loginUrl);
  };

  const actions = () => {
    if (isLoading)
      return <LoaderCircle aria-hidden className="mx-auto size-6 animate-spin text-forest-700" />;
    if (!user) {
      return (
        <div className="space-y-4" data-testid="team-invite-signed-out">
          <p className="text-ink-soft">{t('invitation.signedOutText', { email: preview.email })}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild className="sm:flex-1">
              <Link to={loginUrl}>
                <LogIn aria-hidden />
                {t('invitation.login')}
              </Link>
            </Button>
            <Button asChild variant="secondary" className="sm:flex-1">
              <Link to="/gratis-proefperiode">
                <Sparkles aria-hidden />
                {t('invitation.trial')}
              </Link>
            </Button>
          </div>
        </div>
      );
    }
    if (wrongAccount) {
      return (
        <div className="space-y-4" data-testid="team-invite-wrong-account">
          <FormAlert
            testId="team-invite-error"
            action={
              <p className="font-normal">{t('invitation.wrongAccountHint', { email: preview.email })}</p>
            }
          >
            {t('errors:team_invitation_wrong_account')}
          </FormAlert>
          <p className="text-sm text-ink-soft">{t('invitation.signedInAs', { email: user.email ?? '' })}</p>
          <Button variant="secondary" className="w-full" onClick={() => void handleSwitch()}>
            <LogOut aria-hidden />
            {t('invitation.switchAccount')}
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-soft">{t('invitation.signedInAs', { email: user.email ?? '' })}</p>
        {error ? <FormAlert testId="team-invite-error">{error.message}</FormAlert> : null}
        <Button
          size="lg"
          className="w-full"
          disabled={accept.isPending}
          onClick={handleAccept}
          data-testid="team-invite-accept"
        >
          {accept.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Check aria-hidden />}
          {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
        </Button>
      </div>
    );
  };

  return (
    <div className="space-y-6" data-testid="team-invite-panel">
      <div className="flex gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
          <UsersRound aria-hidden className="size-6" />
        </span>
        <div className="min-w-0 space-y-2">
          <p className="text-lg leading-snug font-medium text-ink">
            {t('invitation.lead', {
              inviter: preview.inviterName,
              type: t(`typesLower.${preview.profileType}`),
              profile: preview.profileName,
            })}
          </p>
          <p className="text-ink-soft">{t('invitation.what')}</p>
          <p className="text-sm break-words text-ink-muted">
            {t('invitation.for', {
              email: preview.email,
              date: formatEventDate(preview.expiresAt, i18n.resolvedLanguage ?? 'nl'),
            })}
          </p>
        </div>
      </div>
      {actions()}
    </div>
  );
};
