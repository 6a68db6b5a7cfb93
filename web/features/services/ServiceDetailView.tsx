import { BadgeCheck, Clock, Euro, MapPin, Monitor, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicServiceDetail } from '@core/schemas/services';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { serviceDurationText, serviceFormatText, servicePriceText } from './format';

const Fact = ({ icon, label, value }: { icon: ReactNode; label: string; value: string }) => (
  <div className="flex items-start gap-3">
    <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
      {icon}
    </span>
    <div className="min-w-0">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  </div>
);

/** The professional behind a service, linking to /professionals/{slug}. */
const ProfessionalCard = ({ pro }: { pro: PublicServiceDetail['professional'] }) => {
  const { t } = useTranslation('services');
  return (
    <Card>
      <CardBody className="space-y-4">
        <p className="text-sm font-medium text-ink-soft">{t('page.offeredBy')}</p>
        <div className="flex items-center gap-4">
          {pro.imageUrl ? (
            <img src={pro.imageUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden
              className="grid size-16 shrink-0 place-items-center rounded-full bg-forest-100 font-serif text-xl text-forest-800"
            >
              {pro.name.slice(0, 1)}
            </span>
          )}
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 font-serif text-lg text-ink">
              <span className="truncate">{pro.name}</span>
              {pro.isVerified ? (
                <BadgeCheck
                  role="img"
                  aria-label={t('page.verified')}
                  className="size-4 shrink-0 text-forest-700"
                />
              ) : null}
            </p>
            {pro.title ? <p className="text-sm text-ink-soft">{pro.title}</p> : null}
            {pro.city ? (
              <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-soft">
                <MapPin aria-hidden className="size-3.5" />
                {pro.city}
              </p>
            ) : null}
          </div>
        </div>
        {pro.isPremium ? <Badge tone="premium">{t('page.premium')}</Badge> : null}
        <Link
          to={`/professionals/${pro.slug}`}
          className="inline-flex h-11 w-full items-center justify-center rounded-full border border-line bg-white text-sm font-medium text-ink hover:border-forest-300 hover:bg-forest-50"
          data-testid="service-professional-link"
        >
          {t('page.viewProfile')}
        </Link>
      </CardBody>
    </Card>
  );
};

type ServiceDetailViewProps = {
  service: PublicServiceDetail;
  /** What the page adds under the description (the appointment request of web/features/appointments). */
  children?: ReactNode;
};

/** /dienst/{id}: title, description, price and price type, duration, format, max participants, the professional. */
export const ServiceDetailView = ({ service, children }: ServiceDetailViewProps) => {
  const { t, i18n } = useTranslation('services');
  const duration = serviceDurationText(service.durationMinutes, t);
  const format = serviceFormatText(service, t);
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-testid="service-page"
    >
      <div className="min-w-0 space-y-8">
        <header className="space-y-3">
          <p className="text-sm font-medium tracking-wide text-forest-700 uppercase">
            {[t('page.eyebrow'), service.professionalTypeName, service.specializationName]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <h1 className="font-serif text-3xl text-ink sm:text-4xl">{service.title}</h1>
        </header>
        <Card>
          <CardBody>
            <dl className="grid gap-5 sm:grid-cols-2">
              <Fact
                icon={<Euro aria-hidden className="size-4" />}
                label={t('page.price')}
                value={`${servicePriceText(service, t, i18n.language)}${service.price ? ` (${t('price.exclVat')})` : ''}`}
              />
              {duration ? (
                <Fact
                  icon={<Clock aria-hidden className="size-4" />}
                  label={t('page.duration')}
                  value={duration}
                />
              ) : null}
              {format ? (
                <Fact
                  icon={<Monitor aria-hidden className="size-4" />}
                  label={t('page.format')}
                  value={format}
                />
              ) : null}
              {service.maxParticipants ? (
                <Fact
                  icon={<Users aria-hidden className="size-4" />}
                  label={t('page.maxParticipants')}
                  value={t('page.participants', { count: service.maxParticipants })}
                />
              ) : null}
            </dl>
          </CardBody>
        </Card>
        <section className="space-y-3">
          <h2 className="font-serif text-2xl text-ink">{t('page.about')}</h2>
          <p className="leading-relaxed whitespace-pre-line text-ink-soft">
            {service.description ?? t('page.noDescription')}
          </p>
          {service.supportTypes.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2 pt-2">
              <span className="text-sm text-ink-soft">{t('page.supportTypes')}:</span>
              {service.supportTypes.map((s) => (
                <Badge key={s}>{s}</Badge>
              ))}
            </div>
          ) : null}
        </section>
        {children}
      </div>
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <ProfessionalCard pro={service.professional} />
      </aside>
    </div>
  );
};
