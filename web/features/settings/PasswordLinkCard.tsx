import { ArrowRight, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { SettingsSection } from './SettingsSection';

/** The password is changed on the security tab; the account tab points there. */
export const PasswordLinkCard = () => {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      id="account-password"
      icon={KeyRound}
      title={t('account.password.title')}
      description={t('account.password.description')}
    >
      <Button asChild variant="secondary">
        <Link to="/dashboard/instellingen/beveiliging">
          {t('account.password.link')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </SettingsSection>
  );
};
