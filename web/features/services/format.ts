import { formatMoney, moneyLanguage } from '@core/domain/money';
import type { ServicePriceType } from '@core/schemas/services';
import type { TFunction } from 'i18next';

/** '€ 45,00 per sessie', 'Gratis', or 'Prijs op aanvraag' when no price is set. */
export const servicePriceText = (
  service: { price: number | null; priceType: ServicePriceType | null },
  t: TFunction,
  language: string,
): string => {
  if (service.price === null) return t('services:price.onRequest');
  if (service.price === 0) return t('services:price.free');
  const amount = formatMoney(service.price, moneyLanguage(language));
  return service.priceType ? `${amount} ${t(`services:priceType.${service.priceType}`)}` : amount;
};

/** '90 minuten', '2 uur', '1 uur en 30 minuten'. */
export const serviceDurationText = (minutes: number | null, t: TFunction): string | null => {
  if (minutes === null) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0 || minutes < 120) return t('services:duration.minutes', { count: minutes });
  if (rest === 0) return t('services:duration.hours', { count: hours });
  return t('services:duration.hoursMinutes', { hours, minutes: rest });
};

/** 'Online', 'Op locatie' or 'Online en op locatie'. */
export const serviceFormatText = (
  service: { isOnline: boolean; isInPerson: boolean },
  t: TFunction,
): string | null => {
  if (service.isOnline && service.isInPerson) return t('services:format.both');
  if (service.isOnline) return t('services:format.online');
  if (service.isInPerson) return t('services:format.inPerson');
  return null;
};
