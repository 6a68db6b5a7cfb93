import { useTranslation } from 'react-i18next';
import type { AdminProfileFlags } from '@core/schemas/adminDirectory';
import { Badge } from '@web/components/ui/Badge';

/** Geverifieerd, Premium and Verborgen as small badges beside a profile's name. */
export const FlagBadges = ({ profile }: { profile: AdminProfileFlags }) => {
  const { t } = useTranslation('adminDirectory');
  return (
    <>
      {profile.isVerified ? <Badge tone="forest">{t('badges.verified')}</Badge> : null}
      {profile.isPremium ? <Badge tone="premium">{t('badges.premium')}</Badge> : null}
      {profile.isHidden ? <Badge tone="destructive">{t('badges.hidden')}</Badge> : null}
    </>
  );
};
