import { useTranslation } from 'react-i18next';
import type { Role } from '@core/domain/roles';
import { Badge } from '@web/components/ui/Badge';

/** The account's roles as badges (admin stands out). */
export const RoleBadges = ({ roles }: { roles: readonly Role[] }) => {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge
          key={role}
          tone={role === 'admin' ? 'forest' : role.endsWith('_premium') ? 'premium' : 'neutral'}
        >
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </span>
  );
};
