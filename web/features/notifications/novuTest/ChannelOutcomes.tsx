import { BellRing, LoaderCircle, Mail, MonitorSmartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationPreferenceDto } from '@core/schemas/settings';
import type { TestNotificationResult } from '@core/schemas/notifications';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import type { InAppArrival } from './useTestNotification';

type Channel = 'inApp' | 'email' | 'push';
type Outcome = TestNotificationResult['channels'][Channel];

type ChannelOutcomesProps = {
  /** The member's choices for product updates (the type of a test notification); undefined while loading. */
  preference: NotificationPreferenceDto | undefined;
  result: TestNotificationResult | null;
  inApp: InAppArrival;
  isAdmin: boolean;
  onLookAgain: () => void;
};

const ICONS = { inApp: BellRing, email: Mail, push: MonitorSmartphone } as const;
export const SETTINGS_PATH = '/dashboard/instellingen/notificaties';
const EMAIL_LOG_PATH = '/admin/instellingen/email-logs';

const TONE: Record<string, 'forest' | 'neutral' | 'clay' | 'premium'> = {
  on: 'forest',
  arrived: 'forest',
  sent: 'forest',
  queued: 'premium',
  waiting: 'premium',
  off: 'neutral',
  no_subscription: 'clay',
  late: 'clay',
  failed: 'clay',
};

/**
 * The three channels of the test notification: before sending, whether each is on for "Productnieuws";
 * after, what happened (in-app: on its way → arrived; e-mail: in the queue; push: sent to the browser). A
 * channel that is off says 'Uit' and leads to the settings.
 */
export const ChannelOutcomes = ({
  preference,
  result,
  inApp,
  isAdmin,
  onLookAgain,
}: ChannelOutcomesProps) => {
  const { t } = useTranslation('push');

  const statusOf = (channel: Channel): string => {
    if (!result) return preference ? (preference[channel] ? 'on' : 'off') : 'checking';
    const outcome: Outcome = result.channels[channel];
    if (channel === 'inApp' && outcome === 'sent') return inApp;
    return outcome;
  };

  const extra = (channel: Channel, status: string): ReactNode => {
    if (status === 'off')
      return (
        <Link
          to={SETTINGS_PATH}
          className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
        >
          {t('test.channels.turnOn')}
        </Link>
      );
    if (channel === 'inApp' && status === 'late')
      return (
        <Button variant="link" size="sm" className="h-auto" onClick={onLookAgain}>
          {t('test.channels.lookAgain')}
        </Button>
      );
    if (channel === 'email' && status === 'queued' && isAdmin)
      return (
        <Link
          to={EMAIL_LOG_PATH}
          className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
        >
          {t('test.channels.emailLog')}
        </Link>
      );
    return null;
  };

  return (
    <ul className="divide-y divide-line rounded-xl border border-line" data-testid="test-channels">
      {(['inApp', 'email', 'push'] as const).map((channel) => {
        const Icon = ICONS[channel];
        const status = statusOf(channel);
        const hint = t(`test.channels.${channel}.${status}`, { defaultValue: '' });
        return (
          <li key={channel} className="flex items-start gap-3 px-4 py-3" data-testid={`channel-${channel}`}>
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-700" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm font-medium text-ink">{t(`test.channels.${channel}.label`)}</p>
                {status === 'checking' ? (
                  <LoaderCircle aria-hidden className="size-4 animate-spin text-ink-muted" />
                ) : (
                  <Badge tone={TONE[status] ?? 'neutral'} data-testid={`channel-${channel}-status`}>
                    {status === 'waiting' ? (
                      <LoaderCircle aria-hidden className="size-3 animate-spin" />
                    ) : null}
                    {t(`test.status.${status}`)}
                  </Badge>
                )}
              </div>
              {hint ? <p className="text-sm text-ink-soft">{hint}</p> : null}
              {extra(channel, status)}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
