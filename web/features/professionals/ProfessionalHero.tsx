import { BadgeCheck, Heart, MapPin, Star, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfessionalDetail } from '@core/schemas/professionals';
import { Badge } from '@web/components/ui/Badge';
import { EditProfileLink } from '@web/features/profiles';
import { formatRating } from '@web/lib/format';

export type ProfessionalHeroProps = {
  professional: ProfessionalDetail;
  /** The follow and save buttons (the integrator's slot). */
  actions?: ReactNode;
};

/** Photo, name and title, type, premium and verified marks, place, rating, saved and follower counts. */
export const ProfessionalHero = ({ professional: p, actions }: ProfessionalHeroProps) => {
  const { t, i18n } = useTranslation('professionals');
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="relative size-28 shrink-0 overflow-hidden rounded-3xl bg-sand-200 sm:size-40">
        {p.profileImageUrl ? (
          <img
            src={p.profileImageUrl}
            alt={t('page.photo', { name: p.businessName })}
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : (
          <UserRound aria-hidden className="absolute inset-0 m-auto size-12 text-ink-muted" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {p.type ? <Badge tone="forest">{p.type.name}</Badge> : null}
          {p.isPremium ? (
            <Badge tone="premium" data-testid="professional-premium">
              <Star aria-hidden className="size-3 fill-current" />
              {t('page.premium')}
            </Badge>
          ) : null}
          {p.isVerified ? (
            <Badge tone="forest" data-testid="professional-verified">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('page.verified')}
            </Badge>
          ) : null}
          {!p.isPublic ? <Badge tone="clay">{t('page.notPublic')}</Badge> : null}
        </div>
        <h1
          className="mt-3 font-display text-3xl font-semibold break-words text-ink sm:text-4xl"
          data-testid="professional-name"
        >
          {p.businessName}
        </h1>
        {p.professionalTitle ? <p className="mt-1 text-lg text-ink-soft">{p.professionalTitle}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
          {p.city ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              {p.city}
            </span>
          ) : null}
          {p.rating !== null ? (
            <span className="inline-flex items-center gap-1.5" data-testid="professional-rating">
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              {t('page.rating', { rating: formatRating(p.rating, i18n.language), count: p.reviewCount })}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5">
              <Star aria-hidden className="size-4" />
              {t('page.noReviews')}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5" data-testid="professional-saved">
            <Heart aria-hidden className="size-4" />
            {t('page.saved', { count: p.savedCount })}
          </span>
          <span className="inline-flex items-center gap-1.5" data-testid="professional-followers">
            <Users aria-hidden className="size-4" />
            {t('page.followers', { count: p.followerCount })}
          </span>
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {actions}
          {p.canEdit ? <EditProfileLink to="/dashboard/professional/profiel" label={t('page.edit')} /> : null}
        </div>
      </div>
    </header>
  );
};
