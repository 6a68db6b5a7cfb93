import { useTranslation } from 'react-i18next';
import { FormAlert } from '@web/components/ui/FormAlert';
import { useSiteSettings } from './queries';

/** On /gratis-proefperiode while the admin has closed sign-ups: why, in the admin's words when given. */
export const SignUpsClosedNotice = () => {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  if (!data || data.signUps.open) return null;
  return (
    <div className="mb-5" data-testid="sign-ups-closed">
      <FormAlert>
        <strong className="block font-semibold">{t('siteBanner.signUpsClosedTitle')}</strong>
        {data.signUps.message || t('siteBanner.signUpsClosedText')}
      </FormAlert>
    </div>
  );
};
