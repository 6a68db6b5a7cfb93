import { useTranslation } from 'react-i18next';
import { AvatarCard } from '@web/features/settings/AvatarCard';
import { EmailChangeCard } from '@web/features/settings/EmailChangeCard';
import { EmailChangeConfirmation } from '@web/features/settings/EmailChangeConfirmation';
import { PasswordLinkCard } from '@web/features/settings/PasswordLinkCard';
import { ProfileDetailsForm } from '@web/features/settings/ProfileDetailsForm';
import { useAccountSettings } from '@web/features/settings/queries';
import { SettingsLoadState } from '@web/features/settings/SettingsLoadState';
import { SettingsShell } from '@web/features/settings/SettingsShell';

/** /dashboard/instellingen/account: name, username, photo, e-mail address (and the way to the password). */
export const AccountSettingsPage = () => {
  const { t } = useTranslation('settings');
  const query = useAccountSettings();
  const account = query.data;
  return (
    <SettingsShell title={t('account.title')} description={t('account.description')}>
      <EmailChangeConfirmation />
      {account ? (
        <>
          <ProfileDetailsForm account={account} />
          <AvatarCard account={account} />
          <EmailChangeCard account={account} />
          <PasswordLinkCard />
        </>
      ) : (
        <SettingsLoadState error={query.error} onRetry={() => void query.refetch()} sections={3} />
      )}
    </SettingsShell>
  );
};
