import { BellRing, Briefcase, Info, LoaderCircle, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type NotificationChannel,
  type NotificationType,
} from '@core/domain/notificationPreferences';
import type { NotificationPreferenceDto } from '@core/schemas/settings';
import { Button } from '@web/components/ui/Button';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { PushPermissionSlot } from './PushPermissionSlot';
import { useSaveNotificationPreferences } from './queries';
import { SettingSwitch } from './SettingSwitch';
import { SettingsSection } from './SettingsSection';
import { useBrowserPush } from './useBrowserPush';

type NotificationPreferencesFormProps = { preferences: readonly NotificationPreferenceDto[] };

type Choice = Record<NotificationChannel, boolean>;
type Choices = Record<NotificationType, Choice>;

const GROUP_ICONS = { activity: BellRing, business: Briefcase, kring: Newspaper } as const;

const toChoices = (preferences: readonly NotificationPreferenceDto[]): Choices =>
  Object.fromEntries(
    preferences.map((p) => [p.type, { inApp: p.inApp, email: p.email, push: p.push }]),
  ) as Choices;

const differs = (a: Choice, b: Choice): boolean => NOTIFICATION_CHANNELS.some((c) => a[c] !== b[c]);

/**
 * Per notification type three switches (In de app, E-mail, Push) in the three groups; "Opslaan" stores the
 * changed types. Push unlocks once this browser has push on (the push control fills PushPermissionSlot). The
 * switches keep what the member chose when saving fails.
 */
export const NotificationPreferencesForm = ({ preferences }: NotificationPreferencesFormProps) => {
  const { t } = useTranslation('settings');
  const mutation = useSaveNotificationPreferences();
  const browserPush = useBrowserPush();
  const pushReady = browserPush.data === 'on';
  const saved = toChoices(preferences);
  const [choices, setChoices] = useState<Choices>(saved);
  const changed = (Object.keys(choices) as NotificationType[]).filter((type) =>
    differs(choices[type], saved[type]),
  );

  const handleToggle = (type: NotificationType, channel: NotificationChannel, next: boolean) =>
    setChoices((current) => ({ ...current, [type]: { ...current[type], [channel]: next } }));

  const handleSave = async () => {
    try {
      const result = await mutation.mutateAsync({
        preferences: changed.map((type) => ({ type, ...choices[type] })),
      });
      setChoices(toChoices(result.preferences));
      notify.success(t('notifications.saved'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void handleSave();
      }}
      className="space-y-6"
      data-testid="notification-preferences"
    >
      <div className="space-y-3">
        <PushPermissionSlot onChange={() => void browserPush.refetch()} />
        {browserPush.data && !pushReady ? (
          <p
            className="flex gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink-soft"
            data-testid="push-hint"
          >
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(
              browserPush.data === 'unsupported' ? 'notifications.pushUnsupported' : 'notifications.pushHint',
            )}
          </p>
        ) : null}
      </div>
      {(Object.keys(NOTIFICATION_GROUPS) as Array<keyof typeof NOTIFICATION_GROUPS>).map((group) => (
        <SettingsSection
          key={group}
          id={`notifications-${group}`}
          icon={GROUP_ICONS[group]}
          title={t(`notifications.groups.${group}.title`)}
          description={t(`notifications.groups.${group}.description`)}
        >
          <ul className="divide-y divide-line rounded-xl border border-line">
            {NOTIFICATION_GROUPS[group].map((type) => (
              <li
                key={type}
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
                data-testid={`pref-${type}`}
              >
                <div className="min-w-0 flex-1">
                  <p id={`pref-${type}-label`} className="text-sm font-medium text-ink">
                    {t(`notifications.types.${type}.label`)}
                  </p>
                  <p id={`pref-${type}-description`} className="mt-0.5 text-sm text-ink-soft">
                    {t(`notifications.types.${type}.description`)}
                  </p>
                </div>
                <div className="grid grid-cols-3 gap-2 sm:flex sm:shrink-0 sm:gap-3">
                  {NOTIFICATION_CHANNELS.map((channel) => {
                    const id = `pref-${type}-${channel}`;
                    return (
                      <div key={channel} className="flex flex-col items-center gap-1 sm:w-16">
                        <SettingSwitch
                          id={id}
                          checked={choices[type][channel]}
                          label={t('notifications.switchLabel', {
                            channel: t(`notifications.channels.${channel}`),
                            type: t(`notifications.types.${type}.label`),
                          })}
                          describedBy={`pref-${type}-description`}
                          disabled={mutation.isPending || (channel === 'push' && !pushReady)}
                          onCheckedChange={(next) => handleToggle(type, channel, next)}
                        />
                        <span aria-hidden className="text-xs text-ink-soft">
                          {t(`notifications.channels.${channel}`)}
                        </span>
                      </div>
                    );
                  })}
                </div>
              </li>
            ))}
          </ul>
        </SettingsSection>
      ))}
      <p className="text-sm text-ink-soft">{t('notifications.inAppOffHint')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          disabled={changed.length === 0 || mutation.isPending}
          className="w-full sm:w-auto"
          data-testid="notifications-save"
        >
          {mutation.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {mutation.isPending ? t('common.saving') : t('common.save')}
        </Button>
        {changed.length > 0 ? (
          <p role="status" className="text-sm text-ink-soft">
            {t('notifications.unsaved')}
          </p>
        ) : null}
      </div>
    </form>
  );
};
