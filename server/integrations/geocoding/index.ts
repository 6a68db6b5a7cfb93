import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { GazetteerGeocoder } from './gazetteer';
import { LocationIqGeocoder } from './locationIq';
import type { Geocoder } from './types';

export { EARTH_RADIUS_KM, haversineKm } from './distance';
export { GazetteerGeocoder, gazetteerKeysWithin, provinceOfCity } from './gazetteer';
export { LocationIqGeocoder } from './locationIq';
export type { Geocoder, LatLng } from './types';

/** LocationIQ when LOCATIONIQ_KEY is set, else the offline NL/BE gazetteer (same interface). */
export const createGeocoder = (config: Config, logger: Pick<FastifyBaseLogger, 'warn'>): Geocoder =>
  config.locationIq.key
    ? new LocationIqGeocoder({ key: config.locationIq.key, baseUrl: config.locationIq.url, logger })
    : new GazetteerGeocoder();
