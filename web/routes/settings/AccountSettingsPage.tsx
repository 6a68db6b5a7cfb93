import { useTranslation } from 'react-i18next';
import {
  AvatarCard,
  EmailChangeCard,
  EmailChangeConfirmation,
  PasswordLinkCard,
  ProfileDetailsForm,
  SettingsLoadState,
  SettingsShell,
  useAccountSettings,
} from '@web/features/settings';

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
