import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TeamInviteBody } from '@core/schemas/teams';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { notify } from '@web/lib/toast';
import type { TeamRef } from './api';
import { useInviteMember } from './queries';

type InviteValues = { email: string };

/** E-mail field + send; the server's Dutch refusal (yourself, already a member) shows under the field. */
export const InviteMemberForm = ({ team }: { team: TeamRef }) => {
  const { t, i18n } = useTranslation('teams');
  const invite = useInviteMember();
  const form = useForm<InviteValues>({ resolver: zodResolver(TeamInviteBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const id = `invite-email-${team.profileId}`;

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const sent = await invite.mutateAsync({ ...team, email });
      notify.success(t('invite.sent', { email: sent.email }));
      form.reset({ email: '' });
    } catch (error) {
      form.setError('email', { type: 'server', message: apiErrorMessage(error, t) }, { shouldFocus: true });
    }
  });

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="space-y-3"
      data-testid="team-invite-form"
    >
      <Field
        id={id}
        label={t('invite.email')}
        error={fieldErrorText(t, i18n.resolvedLanguage, 'accounts:errors', 'email', errors.email)}
        hint={t('invite.hint')}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id={id}
            type="email"
            autoComplete="off"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-error` : `${id}-hint`}
            className="sm:flex-1"
            {...form.register('email')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting} data-testid="team-invite-submit">
            {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {isSubmitting ? t('invite.submitting') : t('invite.submit')}
          </Button>
        </div>
      </Field>
    </form>
  );
};
