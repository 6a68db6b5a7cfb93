import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrganizationDetail } from '@core/schemas/organizations';
import { Card } from '@web/components/ui/Card';
import { formatRating } from '@web/lib/format';

/** Average stars and review count, with the way to every review (/organization/{slug}/reviews). */
export const OrganizationRating = ({ organization: o }: { organization: OrganizationDetail }) => {
  const { t, i18n } = useTranslation('organizations');
  return (
    <Card className="p-5" data-testid="organization-rating">
      <h2 className="font-display text-lg font-semibold text-ink">{t('rating.title')}</h2>
      {o.rating !== null && o.reviewCount > 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
          <Star aria-hidden className="size-5 fill-amber-400 text-amber-500" />
          <span className="text-xl font-semibold text-ink">
            {t('rating.average', { rating: formatRating(o.rating, i18n.language) })}
          </span>
          <span>· {t('rating.count', { count: o.reviewCount })}</span>
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t('rating.none')}</p>
      )}
      <Link
        to={`/organization/${o.slug}/reviews`}
        className="mt-3 inline-block text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
      >
        {t('rating.all')}
      </Link>
    </Card>
  );
};
