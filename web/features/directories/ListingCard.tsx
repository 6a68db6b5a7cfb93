import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  Euro,
  Heart,
  MapPin,
  Navigation,
  Star,
  Ticket,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listingHref } from '@core/domain/listingCards';
import type { ListingCard as ListingCardData } from '@core/schemas/directory';
import { Badge } from '@web/components/ui/Badge';
import { Card } from '@web/components/ui/Card';
import { cn } from '@web/lib/cn';
import { CardBoundary, CardMedia } from './CardMedia';
import { ListingImagePlaceholder } from './ListingImagePlaceholder';
import { listingMetrics, type ListingMetric, type ListingMetricKind } from './listingMetrics';

export type ListingCardLayout = 'grid' | 'list';

export type ListingCardProps = {
  card: ListingCardData;
  layout?: ListingCardLayout;
  /** Spec §9: the first 10 cards load their image with priority. */
  priority?: boolean;
};

const METRIC_ICONS: Record<
  ListingMetricKind,
  ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
> = {
  distance: Navigation,
  date: CalendarDays,
  price: Ticket,
  capacity: Users,
  dailyRate: Euro,
  services: Briefcase,
  events: CalendarDays,
  members: Users,
  joined: UserPlus,
  rating: Star,
  saved: Heart,
};

/** A metric's visible text (plurals from its count). */
const metricText = (t: TFunction<'directories'>, metric: ListingMetric): string => {
  const count = metric.count ?? 0;
  switch (metric.kind) {
    case 'rating':
      return t('card.rating', { rating: metric.value, count });
    case 'price':
      return count === 0 ? t('card.free') : metric.value;
    case 'dailyRate':
      return t('card.dailyRate', { amount: metric.value });
    case 'joined':
      return t('card.joined', { date: metric.value });
    case 'capacity':
    case 'services':
    case 'events':
    case 'members':
    case 'saved':
      return t(`card.${metric.kind}`, { count });
    default:
      return metric.value;
  }
};

/** Badges shown on a card besides the premium and verified marks. */
const MAX_BADGES = 2;

const ListingCardContent = ({ card, layout = 'grid', priority = false }: ListingCardProps) => {
  const { t, i18n } = useTranslation('directories');
  const list = layout === 'list';
  const metrics = listingMetrics(card, layout, i18n.resolvedLanguage ?? 'nl');
  const place = card.location?.city ?? null;
  return (
    <Card
      interactive
      className={cn('group relative h-full overflow-hidden', list && 'flex')}
      data-testid="listing-card"
      data-content-type={card.contentType}
      data-slug={card.slug}
    >
      <CardMedia
        imageUrl={card.imageUrl}
        priority={priority}
        list={list}
        placeholder={<ListingImagePlaceholder className="absolute inset-0" />}
        premiumLabel={card.isPremium ? t('card.premium') : null}
        premiumTestId="listing-premium"
      />
      <div className={cn('flex min-w-0 flex-1 flex-col', list ? 'p-4 sm:p-5' : 'p-5')}>
        {card.subtitle ? (
          <p className="truncate text-sm font-medium text-clay-700" data-testid="listing-subtitle">
            {card.subtitle}
          </p>
        ) : null}
        <h3
          className={cn(
            'mt-1 flex items-start gap-1.5 font-display leading-snug font-semibold text-ink group-hover:text-forest-800',
            list ? 'text-lg' : 'text-xl',
          )}
        >
          <Link
            to={listingHref(card)}
            className="line-clamp-2 rounded-sm after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-offset-4"
          >
            {card.title}
          </Link>
          {card.isVerified ? (
            <BadgeCheck
              aria-label={t('card.verified')}
              role="img"
              className="mt-1 size-5 shrink-0 text-forest-700"
              data-testid="listing-verified"
            />
          ) : null}
        </h3>
        {place ? (
          <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-sm text-ink-soft">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="truncate" data-testid="listing-city">
              {place}
            </span>
          </p>
        ) : null}
        {card.description && !list ? (
          <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{card.description}</p>
        ) : null}
        {card.badges.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.badges')}>
            {card.badges.slice(0, MAX_BADGES).map((badge, i) => (
              <li key={`${badge.kind}-${badge.label ?? i}`}>
                <Badge tone="forest">{badge.kind === 'newMember' ? t('card.newMember') : badge.label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {metrics.length > 0 ? (
          <dl
            className={cn(
              'mt-auto flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink-soft',
              list ? 'pt-3' : 'pt-4',
            )}
            data-testid="listing-metrics"
          >
            {metrics.map((metric) => {
              const Icon = METRIC_ICONS[metric.kind];
              return (
                <div key={metric.kind} className="flex items-center gap-1.5" data-metric={metric.kind}>
                  <dt className="sr-only">{t(`metrics.${metric.kind}`)}</dt>
                  <Icon
                    aria-hidden
                    className={cn(
                      'size-4 shrink-0',
                      metric.kind === 'rating' && 'fill-amber-400 text-amber-500',
                    )}
                  />
                  <dd>{metricText(t, metric)}</dd>
                </div>
              );
            })}
          </dl>
        ) : null}
      </div>
    </Card>
  );
};

/**
 * One profile in a directory: the unified listing card of spec §3 for every content type (venues now;
 * organisations, professionals and members next). A broken card shows a short notice and leaves the rest.
 */
export const ListingCard = (props: ListingCardProps) => {
  const { t } = useTranslation('directories');
  return (
    <CardBoundary message={t('card.error')}>
      <ListingCardContent {...props} />
    </CardBoundary>
  );
};
