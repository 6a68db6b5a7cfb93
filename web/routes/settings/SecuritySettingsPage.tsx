import { useTranslation } from 'react-i18next';
import { SettingsShell } from '@web/features/settings';
import { PasswordChangeCard, SessionsCard, TwoFactorCard } from '@web/features/security';

/** /dashboard/instellingen/beveiliging: password, two-factor authentication and active sessions. */
export const SecuritySettingsPage = () => {
  const { t } = useTranslation('security');
  return (
    <SettingsShell title={t('page.title')} description={t('page.description')}>
      <PasswordChangeCard />
      <TwoFactorCard />
      <SessionsCard />
    </SettingsShell>
  );
};
