import { ExternalLink, Info, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminProfileSummaryDto } from '@core/schemas/adminDirectory';
import { PROFILE_KINDS } from './kinds';

const linkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-forest-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-forest-600';

/** Public page (not while hidden: it answers 404 then), admin detail, and the owner's form for an admin. */
export const ProfileLinks = ({
  profile,
  withDetail = true,
}: {
  profile: Pick<AdminProfileSummaryDto, 'id' | 'type' | 'slug' | 'name' | 'isHidden'>;
  withDetail?: boolean;
}) => {
  const { t } = useTranslation('adminDirectory');
  const kind = PROFILE_KINDS[profile.type];
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      {profile.isHidden ? null : (
        <a href={kind.publicPath(profile.slug)} target="_blank" rel="noopener" className={linkClass}>
          <ExternalLink aria-hidden className="size-4" />
          {t('links.public')}
          <span className="sr-only">{t('links.newTab', { name: profile.name })}</span>
        </a>
      )}
      {withDetail && kind.detailPath ? (
        <Link to={kind.detailPath(profile.id)} className={linkClass}>
          <Info aria-hidden className="size-4" />
          {t('links.detail')}
        </Link>
      ) : null}
      <Link to={kind.editPath(profile.id)} className={linkClass} data-testid="edit-for-owner">
        <PencilLine aria-hidden className="size-4" />
        {t('links.edit')}
      </Link>
    </div>
  );
};
