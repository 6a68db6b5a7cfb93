import { Euro, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import type { VenueDetail } from '@core/schemas/directory';
import { Card } from '@web/components/ui/Card';

/** Capacity and daily rate ('€ 1.250,00', excl. VAT), and the owner. */
export const VenueFacts = ({ venue }: { venue: VenueDetail }) => {
  const { t, i18n } = useTranslation('venues');
  const language = moneyLanguage(i18n.resolvedLanguage);
  return (
    <Card className="p-5" data-testid="venue-facts">
      <h2 className="font-display text-lg font-semibold text-ink">{t('facts.title')}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="inline-flex items-center gap-2 text-ink-soft">
            <Users aria-hidden className="size-4" />
            {t('facts.capacity')}
          </dt>
          <dd className="font-semibold text-ink" data-testid="venue-capacity">
            {venue.capacity !== null ? t('facts.people', { count: venue.capacity }) : t('facts.unknown')}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="inline-flex items-center gap-2 text-ink-soft">
            <Euro aria-hidden className="size-4" />
            {t('facts.dailyRate')}
          </dt>
          <dd className="text-right font-semibold text-ink" data-testid="venue-daily-rate">
            {venue.dailyRate !== null ? formatMoney(venue.dailyRate, language) : t('facts.onRequest')}
          </dd>
        </div>
      </dl>
      {venue.dailyRate !== null ? <p className="mt-2 text-xs text-ink-muted">{t('facts.exclVat')}</p> : null}
      {venue.owner.name ? (
        <p className="mt-4 border-t border-line pt-4 text-sm text-ink-soft">
          {t('facts.host', { name: venue.owner.name })}
        </p>
      ) : null}
    </Card>
  );
};
