import { CircleAlert, CircleCheck, LoaderCircle, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { FormAlert } from '@web/components/ui/FormAlert';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useUnsubscribe, useUnsubscribeInfo } from './queries';

type UnsubscribePanelProps = { token: string };

export const NOTIFICATION_SETTINGS_PATH = '/dashboard/instellingen/notificaties';

const TONES = {
  ok: 'bg-forest-100 text-forest-700',
  warn: 'bg-clay-100 text-clay-700',
  info: 'bg-sand-100 text-ink',
} as const;

const Icon = ({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) => (
  <span className={`mx-auto grid size-14 place-items-center rounded-full ${TONES[tone]}`}>{children}</span>
);

/** The way on from every state: the member's own notification settings (a login first when signed out). */
const SettingsLink = ({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) => {
  const { t } = useTranslation('settings');
  return (
    <Button asChild variant={variant} className="w-full">
      <Link to={NOTIFICATION_SETTINGS_PATH} data-testid="unsubscribe-settings-link">
        {t('unsubscribe.toSettings')}
      </Link>
    </Button>
  );
};

/**
 * /afmelden?token=…: the one-click unsubscribe of a notification mail, without a login. Shows the type and the
 * (masked) address, one button 'Afmelden', then the confirmation; a broken link explains itself and leads to
 * the settings page.
 */
export const UnsubscribePanel = ({ token }: UnsubscribePanelProps) => {
  const { t } = useTranslation('settings');
  const info = useUnsubscribeInfo(token);
  const mutation = useUnsubscribe(token);

  if (!token || info.isError) {
    return (
      <div role="alert" className="space-y-4 text-center" data-testid="unsubscribe-invalid">
        <Icon tone="warn">
          <CircleAlert aria-hidden className="size-7" />
        </Icon>
        <p className="font-display text-xl font-semibold">{t('unsubscribe.invalidTitle')}</p>
        <p className="leading-relaxed text-ink-soft">
          {token ? apiErrorMessage(info.error, t) : t('unsubscribe.missingToken')}
        </p>
        <SettingsLink variant="primary" />
      </div>
    );
  }

  if (info.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-ink-soft">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('unsubscribe.loading')}
      </p>
    );
  }

  const type = t(`notifications.types.${info.data.type}.label`);
  if (info.data.unsubscribed) {
    return (
      <div role="status" className="space-y-4 text-center" data-testid="unsubscribe-done">
        <Icon tone="ok">
          <CircleCheck aria-hidden className="size-7" />
        </Icon>
        <p className="font-display text-xl font-semibold">{t('unsubscribe.doneTitle')}</p>
        <p className="leading-relaxed text-ink-soft">
          {t('unsubscribe.doneText', { type, email: info.data.email })}
        </p>
        <p className="text-sm leading-relaxed text-ink-soft">{t('unsubscribe.doneHint')}</p>
        <SettingsLink />
      </div>
    );
  }

  return (
    <div className="space-y-4 text-center" data-testid="unsubscribe-confirm">
      <Icon tone="info">
        <MailX aria-hidden className="size-7" />
      </Icon>
      <p className="font-display text-xl font-semibold">{t('unsubscribe.question', { type })}</p>
      <p className="leading-relaxed text-ink-soft">
        {t('unsubscribe.explain', { type, email: info.data.email })}
      </p>
      {mutation.isError ? <FormAlert>{apiErrorMessage(mutation.error, t)}</FormAlert> : null}
      <div className="flex flex-col gap-3 pt-2">
        <Button
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
          className="w-full"
          data-testid="unsubscribe-button"
        >
          {mutation.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {t('unsubscribe.button')}
        </Button>
        <SettingsLink />
      </div>
    </div>
  );
};
