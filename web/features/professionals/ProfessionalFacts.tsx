import { CalendarClock, ExternalLink, Euro, MapPin, Video } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfessionalDetail } from '@core/schemas/professionals';
import { Card } from '@web/components/ui/Card';

const Fact = ({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  children: ReactNode;
}) => (
  <div className="flex items-start gap-3">
    <dt className="mt-0.5 text-ink-soft">
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </dt>
    <dd className="min-w-0 text-ink">{children}</dd>
  </div>
);

/** How the professional works: online or in person, price range, schedule, and their own links. */
export const ProfessionalFacts = ({ professional: p }: { professional: ProfessionalDetail }) => {
  const { t } = useTranslation('professionals');
  const modes = [
    p.availableForOnline ? t('facts.online') : null,
    p.availableForInPerson ? t('facts.inPerson') : null,
  ].filter((m): m is string => m !== null);
  return (
    <Card className="p-5" data-testid="professional-facts">
      <h2 className="font-display text-lg font-semibold text-ink">{t('facts.title')}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <Fact icon={Video} label={t('facts.modes')}>
          {modes.length > 0 ? modes.join(' · ') : t('facts.modesUnknown')}
        </Fact>
        {p.city ? (
          <Fact icon={MapPin} label={t('facts.city')}>
            {p.city}
          </Fact>
        ) : null}
        <Fact icon={Euro} label={t('facts.priceRange')}>
          {p.priceRange ?? t('facts.priceOnRequest')}
        </Fact>
        {p.workSchedule ? (
          <Fact icon={CalendarClock} label={t('facts.schedule')}>
            {p.workSchedule}
          </Fact>
        ) : null}
      </dl>
      {p.externalLinks.length > 0 ? (
        <div className="mt-5 border-t border-line pt-4">
          <h3 className="text-sm font-semibold text-ink">{t('facts.links')}</h3>
          <ul className="mt-2 space-y-1.5 text-sm" data-testid="professional-links">
            {p.externalLinks.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1.5 font-medium break-all text-forest-700 hover:underline"
                >
                  {link.label}
                  <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">{t('facts.opensNewWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
};
