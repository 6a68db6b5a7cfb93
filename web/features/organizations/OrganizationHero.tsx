import type { ReactNode } from 'react';
import { BadgeCheck, CalendarDays, MapPin, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@core/schemas/organizations';
import { Badge } from '@web/components/ui/Badge';
import { ResponsiveImage } from '@web/components/ui/ResponsiveImage';
import { EditProfileLink } from '@web/features/profiles';

/** Cover, logo, name with its marks, tagline, place, founding year, followers and the owner's edit link. */
/** `actions`: what the page puts beside the edit link (the follow button). */
export const OrganizationHero = ({
  organization: o,
  actions,
}: {
  organization: OrganizationDetail;
  actions?: ReactNode;
}) => {
  const { t } = useTranslation('organizations');
  const cover = o.coverImageUrl ?? o.gallery.images[0] ?? null;
  return (
    <header>
      <div className="relative aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-forest-100 to-clay-100 sm:aspect-[21/8]">
        {cover ? (
          <ResponsiveImage
            src={cover}
            alt=""
            layout="hero"
            priority
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        {o.isPremium ? (
          <Badge tone="premium" className="absolute top-4 left-4" data-testid="organization-premium">
            <Star aria-hidden className="size-3 fill-current" />
            {t('page.premium')}
          </Badge>
        ) : null}
      </div>
      <div className="relative z-10 -mt-10 flex flex-col gap-4 px-2 sm:-mt-12 sm:flex-row sm:items-end sm:px-6">
        <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-white shadow-md ring-4 ring-white sm:size-28">
          {o.logoUrl ? (
            <img src={o.logoUrl} alt={t('page.logo', { name: o.name })} className="size-full object-cover" />
          ) : (
            <span
              aria-hidden
              className="grid size-full place-items-center bg-forest-700 font-display text-3xl font-semibold text-white"
            >
              {o.name.slice(0, 1)}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="flex flex-wrap items-center gap-2 font-display text-3xl font-semibold text-ink sm:text-4xl">
              <span data-testid="organization-name">{o.name}</span>
              {o.isVerified ? (
                <Badge tone="forest" data-testid="organization-verified">
                  <BadgeCheck aria-hidden className="size-3.5" />
                  {t('page.verified')}
                </Badge>
              ) : null}
            </h1>
            {o.tagline ? <p className="mt-1 text-lg text-ink-soft">{o.tagline}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {o.canEdit ? (
              <EditProfileLink
                to="/dashboard/organization/profiel"
                label={t('page.edit')}
                testId="organization-edit"
              />
            ) : null}
          </div>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 px-2 text-sm text-ink-soft sm:px-6">
        {o.location.city ? (
          <li className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4" />
            {o.location.city}
          </li>
        ) : null}
        {o.establishedYear ? (
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            {t('page.since', { year: o.establishedYear })}
          </li>
        ) : null}
        <li className="inline-flex items-center gap-1.5" data-testid="organization-followers">
          <Users aria-hidden className="size-4" />
          {t('page.followers', { count: o.followerCount })}
        </li>
      </ul>
      {o.categories.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5 px-2 sm:px-6" aria-label={t('page.categories')}>
          {o.categories.map((c) => (
            <li key={c.slug}>
              <Badge tone="forest">{c.label}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
};
