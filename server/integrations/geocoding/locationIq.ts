import type { FastifyBaseLogger } from 'fastify';
import type { GeoPlace } from '../../../core/schemas/geo';
import { placeKey } from './normalize';
import { RequestQueue, type RequestQueueOptions } from './requestQueue';
import { TtlCache } from './ttlCache';
import { type Geocoder, type LatLng, placeLabel } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Cache lifetimes of spec §9. */
export const LOCATION_CACHE_TTL = {
  autocomplete: 7 * DAY_MS,
  search: 30 * DAY_MS,
  reverse: 30 * DAY_MS,
  directions: 365 * DAY_MS,
} as const;
/** Provider limits of spec §9. */
export const LOCATION_PROVIDER_LIMITS = { perSecond: 2, perDay: 5000, maxWaiting: 20 } as const;

const RESULT_LIMIT = 5;
const REQUEST_TIMEOUT_MS = 5000;

export type LocationIqOptions = {
  key: string;
  /** Base URL, e.g. https://eu1.locationiq.com/v1 (tests point it at a local server). */
  baseUrl: string;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  limits?: Partial<Omit<RequestQueueOptions, 'now'>>;
  cacheEntries?: number;
};

type ProviderAddress = Partial<
  Record<'name' | 'city' | 'town' | 'village' | 'municipality' | 'hamlet' | 'suburb' | 'state', string>
> & { country_code?: string };
type ProviderPlace = {
  lat?: string | number;
  lon?: string | number;
  display_name?: string;
  display_place?: string;
  address?: ProviderAddress;
};

/** A provider answer → our place; places outside NL/BE (search covers de and fr too) are left out. */
const toPlace = (item: ProviderPlace): GeoPlace | null => {
  const country = item.address?.country_code?.toUpperCase();
  if (country !== 'NL' && country !== 'BE') return null;
  const a = item.address ?? {};
  const name =
    a.city ??
    a.town ??
    a.village ??
    a.municipality ??
    item.display_place ??
    a.name ??
    a.hamlet ??
    a.suburb ??
    item.display_name?.split(',')[0]?.trim() ??
    '';
  const lat = Number(item.lat);
  const lng = Number(item.lon);
  if (!name || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const region = a.state ?? '';
  return { label: placeLabel(name, region, country), name, region, country, lat, lng };
};

const toPlaces = (body: unknown): GeoPlace[] =>
  Array.isArray(body) ? body.flatMap((item) => toPlace(item as ProviderPlace) ?? []) : [];

const coord = (n: number): string => n.toFixed(5);

/**
 * LocationIQ-compatible geocoder (spec §7): autocomplete.php, search.php, reverse.php and driving directions,
 * at most 2 calls per second and 5000 per day, answers cached in memory for the §9 lifetimes. A failed or
 * refused call gives an empty list or null, never an error page.
 */
export class LocationIqGeocoder implements Geocoder {
  private readonly queue: RequestQueue;
  private readonly cache: TtlCache<unknown>;
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(private readonly options: LocationIqOptions) {
    this.queue = new RequestQueue({ ...LOCATION_PROVIDER_LIMITS, ...options.limits });
    this.cache = new TtlCache(options.cacheEntries ?? 5000);
  }

  /** Provider calls made today; for tests and logs. */
  get callsToday(): number {
    return this.queue.used;
  }

  async autocomplete(q: string, limit = RESULT_LIMIT): Promise<GeoPlace[]> {
    const body = await this.cached(`ac:${limit}:${placeKey(q)}`, LOCATION_CACHE_TTL.autocomplete, () =>
      this.get('/autocomplete.php', { q, limit: String(limit), 'accept-language': 'nl' }),
    );
    return toPlaces(body).slice(0, limit);
  }

  async search(q: string): Promise<GeoPlace[]> {
    const body = await this.cached(`search:${placeKey(q)}`, LOCATION_CACHE_TTL.search, () =>
      // addressdetails: the country code, so places outside NL/BE can be left out.
      this.get('/search.php', {
        q,
        format: 'json',
        countrycodes: 'nl,be,de,fr',
        limit: String(RESULT_LIMIT),
        addressdetails: '1',
      }),
    );
    return toPlaces(body);
  }

  async reverse(lat: number, lng: number): Promise<GeoPlace | null> {
    const body = await this.cached(`rev:${coord(lat)},${coord(lng)}`, LOCATION_CACHE_TTL.reverse, () =>
      this.get('/reverse.php', { lat: coord(lat), lon: coord(lng), format: 'json' }),
    );
    return body && typeof body === 'object' ? toPlace(body as ProviderPlace) : null;
  }

  async routeDistanceKm(from: LatLng, to: LatLng): Promise<number | null> {
    const path = `/directions/driving/${coord(from.lng)},${coord(from.lat)};${coord(to.lng)},${coord(to.lat)}`;
    const body = await this.cached(`dir:${path}`, LOCATION_CACHE_TTL.directions, () =>
      this.get(path, { overview: 'false' }),
    );
    const metres = (body as { routes?: { distance?: unknown }[] } | null)?.routes?.[0]?.distance;
    return typeof metres === 'number' && Number.isFinite(metres) ? metres / 1000 : null;
  }

  /** Cached answer, or one provider call shared by everyone asking the same at once; failures → null. */
  private async cached(key: string, ttlMs: number, load: () => Promise<unknown>): Promise<unknown> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = load()
        .then((body) => {
          this.cache.set(key, body, ttlMs);
          return body;
        })
        .catch((err: unknown) => {
          this.options.logger.warn({ err: String(err), key }, 'location provider call failed');
          return null;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`);
    url.searchParams.set('key', this.options.key);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return this.queue.run(async () => {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // LocationIQ answers 404 "Unable to geocode" for no results: an empty list, cached like any answer.
      if (res.status === 404) return [];
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as unknown;
    });
  }
}
