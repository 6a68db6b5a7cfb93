import { ChevronRight, Clock, MapPin, Users, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import type { ProfessionalServiceSummary } from '@core/schemas/professionals';

const PRICE_TYPES = ['per_sessie', 'per_uur', 'vast'] as const;

/** The published services with price (excl. VAT), duration and where they take place; each opens /dienst/{id}. */
export const ProfessionalServices = ({ services }: { services: ProfessionalServiceSummary[] }) => {
  const { t, i18n } = useTranslation('professionals');
  const language = moneyLanguage(i18n.resolvedLanguage);
  const price = (s: ProfessionalServiceSummary): string => {
    const { kind, amount } = s.priceLabel;
    if (kind === 'free') return t('services.free');
    if (kind === 'unknown' || amount === null) return t('services.priceOnRequest');
    const money = formatMoney(amount, language);
    return kind === 'from' ? t('services.from', { price: money }) : money;
  };
  return (
    <section aria-labelledby="professional-services" data-testid="professional-services">
      <h2 id="professional-services" className="font-display text-2xl font-semibold text-ink">
        {t('services.title')}
      </h2>
      {services.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('services.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
          {services.map((s) => (
            <li key={s.id}>
              <Link
                to={`/dienst/${s.id}`}
                className="group flex items-start gap-4 p-4 transition-colors hover:bg-forest-50 focus-visible:bg-forest-50 focus-visible:outline-none sm:p-5"
                data-testid="professional-service"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 className="font-semibold text-ink group-hover:text-forest-800">{s.title}</h3>
                    <p className="text-sm font-semibold text-ink" data-testid="service-price">
                      {price(s)}
                      {s.priceLabel.kind !== 'free' &&
                      s.priceType &&
                      (PRICE_TYPES as readonly string[]).includes(s.priceType) ? (
                        <span className="font-normal text-ink-soft">
                          {' '}
                          {t(`services.priceType.${s.priceType}`)}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  {s.summary ? <p className="mt-1 text-sm text-ink-soft">{s.summary}</p> : null}
                  <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
                    {s.durationMinutes !== null ? (
                      <li className="inline-flex items-center gap-1">
                        <Clock aria-hidden className="size-3.5" />
                        {t('services.minutes', { count: s.durationMinutes })}
                      </li>
                    ) : null}
                    {s.isOnline ? (
                      <li className="inline-flex items-center gap-1">
                        <Video aria-hidden className="size-3.5" />
                        {t('facts.online')}
                      </li>
                    ) : null}
                    {s.isInPerson ? (
                      <li className="inline-flex items-center gap-1">
                        <MapPin aria-hidden className="size-3.5" />
                        {t('facts.inPerson')}
                      </li>
                    ) : null}
                    {s.maxParticipants !== null ? (
                      <li className="inline-flex items-center gap-1">
                        <Users aria-hidden className="size-3.5" />
                        {t('services.maxParticipants', { count: s.maxParticipants })}
                      </li>
                    ) : null}
                  </ul>
                </div>
                <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {services.length > 0 ? <p className="mt-2 text-xs text-ink-muted">{t('services.exclVat')}</p> : null}
    </section>
  );
};
