import { BellRing, Briefcase, LoaderCircle, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_GROUPS, type NotificationType } from '@core/domain/notificationPreferences';
import type { NotificationPreferenceDto } from '@core/schemas/settings';
import { Button } from '@web/components/ui/Button';
import { PushPermissionSlot } from '@web/features/notifications';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useSaveNotificationPreferences } from './queries';
import { SettingSwitch } from './SettingSwitch';
import { SettingsSection } from './SettingsSection';

type NotificationPreferencesFormProps = { preferences: readonly NotificationPreferenceDto[] };

type Choices = Record<NotificationType, boolean>;

const GROUP_ICONS = { activity: BellRing, business: Briefcase, kring: Newspaper } as const;

const toChoices = (preferences: readonly NotificationPreferenceDto[]): Choices =>
  Object.fromEntries(preferences.map((p) => [p.type, p.email])) as Choices;

/**
 * One e-mail switch per notification type, in groups; "Opslaan" stores the changed ones. The switches keep
 * what the member chose when saving fails.
 */
export const NotificationPreferencesForm = ({ preferences }: NotificationPreferencesFormProps) => {
  const { t } = useTranslation('settings');
  const mutation = useSaveNotificationPreferences();
  const saved = toChoices(preferences);
  const [choices, setChoices] = useState<Choices>(saved);
  const changed = (Object.keys(choices) as NotificationType[]).filter(
    (type) => choices[type] !== saved[type],
  );

  const handleSave = async () => {
    try {
      const result = await mutation.mutateAsync({
        preferences: changed.map((type) => ({ type, email: choices[type] })),
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
      <PushPermissionSlot />
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
              <li key={type} className="flex items-center gap-4 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p id={`pref-${type}-label`} className="text-sm font-medium text-ink">
                    {t(`notifications.types.${type}.label`)}
                  </p>
                  <p id={`pref-${type}-description`} className="mt-0.5 text-sm text-ink-soft">
                    {t(`notifications.types.${type}.description`)}
                  </p>
                </div>
                <SettingSwitch
                  id={`pref-${type}`}
                  checked={choices[type]}
                  labelledBy={`pref-${type}-label`}
                  describedBy={`pref-${type}-description`}
                  disabled={mutation.isPending}
                  onCheckedChange={(next) => setChoices((current) => ({ ...current, [type]: next }))}
                />
              </li>
            ))}
          </ul>
        </SettingsSection>
      ))}
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
