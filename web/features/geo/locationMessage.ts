import type { TFunction } from 'i18next';
import { BrowserPositionFailure } from './geoApi';
import type { SearchCenter } from './geoQueries';

/** The spec §8 location message for a center that could not be found, or null when all is well. */
export const locationMessage = (
  t: TFunction<'geo'>,
  center: SearchCenter,
  location: string,
): string | null => {
  if (center.status === 'notFound') return t('location.notFound', { query: location });
  if (center.status !== 'error') return null;
  if (center.error instanceof BrowserPositionFailure)
    return center.error.reason === 'unsupported' ? t('location.unsupported') : t('location.unavailable');
  return t('location.searchError');
};
