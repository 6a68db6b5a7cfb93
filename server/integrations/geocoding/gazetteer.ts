import { readFileSync } from 'node:fs';
import type { GeoCountry, GeoPlace } from '../../../core/schemas/geo';
import { haversineKm } from './distance';
import { placeKey, splitCountry, withoutNumbers } from './normalize';
import { type Geocoder, type LatLng, placeLabel } from './types';

/** One gazetteer row: the public place plus its search keys and population (for ranking). */
export type GazetteerPlace = GeoPlace & { keys: string[]; population: number };

const DATA_FILE = new URL('./data/places-nl-be.tsv', import.meta.url);

/** Reverse look-ups farther than this from any place answer null: the point is not in NL/BE. */
const REVERSE_MAX_KM = 25;
const SEARCH_LIMIT = 5;

/** Parses the TSV written by scripts/build-gazetteer.ts (biggest places first). */
export const parseGazetteer = (tsv: string): GazetteerPlace[] =>
  tsv
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [name = '', alt = '', region = '', country = '', lat = '', lng = '', population = ''] =
        line.split('\t');
      const alternatives = alt ? alt.split('|') : [];
      return {
        label: placeLabel(name, region, country),
        name,
        region,
        country: country as GeoCountry,
        lat: Number(lat),
        lng: Number(lng),
        keys: [...new Set([name, ...alternatives].map(placeKey))],
        population: Number(population),
      };
    });

let loaded: GazetteerPlace[] | null = null;

/** The checked-in NL/BE places, read once per process. */
export const gazetteerPlaces = (): GazetteerPlace[] => {
  loaded ??= parseGazetteer(readFileSync(DATA_FILE, 'utf8'));
  return loaded;
};

const toPlace = ({ label, name, region, country, lat, lng }: GazetteerPlace): GeoPlace => ({
  label,
  name,
  region,
  country,
  lat,
  lng,
});

/** 0 = a name starts with the query, 1 = a later word of a name does, null = no match. */
const prefixRank = (place: GazetteerPlace, key: string): number | null => {
  let best: number | null = null;
  for (const k of place.keys) {
    if (k.startsWith(key)) return 0;
    if (k.includes(` ${key}`)) best = 1;
  }
  return best;
};

/**
 * The offline geocoder: Dutch and Belgian places from GeoNames (see the data file's header). Prefix matching
 * ignores accents, case and punctuation; ties go to the bigger place. Distances are straight lines.
 */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly places: readonly GazetteerPlace[] = gazetteerPlaces()) {}

  /** Synchronous core of autocomplete (also used by the bulk import). */
  suggest(q: string, limit = SEARCH_LIMIT): GeoPlace[] {
    const { text, country } = splitCountry(q);
    // A chosen label typed again ('Utrecht, Utr'): the name part, narrowed by the region part.
    const [namePart = '', regionPart = ''] = text.split(',');
    const key = placeKey(namePart);
    const regionKey = placeKey(regionPart);
    if (key === '') return [];
    const hits: { place: GazetteerPlace; rank: number; order: number }[] = [];
    this.places.forEach((place, order) => {
      if (country && place.country !== country) return;
      if (regionKey && !placeKey(place.region).startsWith(regionKey)) return;
      const rank = prefixRank(place, key);
      if (rank !== null) hits.push({ place, rank, order });
    });
    hits.sort((a, b) => a.rank - b.rank || a.order - b.order);
    return hits.slice(0, limit).map((h) => toPlace(h.place));
  }

  /** Places whose name (or an alternative name) is exactly `text`, biggest first. */
  private exact(text: string, country: GeoCountry | null): GazetteerPlace[] {
    const key = placeKey(withoutNumbers(text));
    if (key === '') return [];
    return this.places.filter((p) => (!country || p.country === country) && p.keys.includes(key));
  }

  /**
   * Places a typed location names exactly: a label ('Utrecht, Utrecht (NL)'), a place name, or an address whose
   * last words or comma-separated parts name a place ('Oudegracht 1, 3511 AB Utrecht'). Biggest first.
   */
  locate(q: string): GeoPlace[] {
    const { text, country } = splitCountry(q);
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const [first, second] = parts;
    if (first && second) {
      const inRegion = this.exact(first, country).filter((p) => placeKey(p.region) === placeKey(second));
      if (inRegion.length > 0) return inRegion.slice(0, SEARCH_LIMIT).map(toPlace);
    }
    for (const part of [text, ...parts.reverse()]) {
      const words = withoutNumbers(part).split(/\s+/).filter(Boolean);
      // Longest trailing run of words first: 'Kerkstraat Sint-Niklaas' → 'Kerkstraat Sint-Niklaas', 'Sint-Niklaas'.
      for (let i = 0; i < words.length; i += 1) {
        const hits = this.exact(words.slice(i).join(' '), country);
        if (hits.length > 0) return hits.slice(0, SEARCH_LIMIT).map(toPlace);
      }
    }
    return [];
  }

  /** Synchronous core of search: exact places, else prefix matches. */
  find(q: string): GeoPlace[] {
    const exact = this.locate(q);
    return exact.length > 0 ? exact : this.suggest(q, SEARCH_LIMIT);
  }

  /** Synchronous core of reverse: the nearest place within 25 km. */
  nearest(lat: number, lng: number): GeoPlace | null {
    let best: GazetteerPlace | null = null;
    let bestKm = Infinity;
    for (const place of this.places) {
      const km = haversineKm({ lat, lng }, place);
      if (km < bestKm) {
        best = place;
        bestKm = km;
      }
    }
    return best && bestKm <= REVERSE_MAX_KM ? toPlace(best) : null;
  }

  async autocomplete(q: string, limit = SEARCH_LIMIT): Promise<GeoPlace[]> {
    return this.suggest(q, limit);
  }

  async search(q: string): Promise<GeoPlace[]> {
    return this.find(q);
  }

  async reverse(lat: number, lng: number): Promise<GeoPlace | null> {
    return this.nearest(lat, lng);
  }

  /** No road network offline: callers use the straight line. */
  async routeDistanceKm(_from: LatLng, _to: LatLng): Promise<number | null> {
    return null;
  }
}

/**
 * The search keys (placeKey of every name and alternative name) of the gazetteer places within `km` of a point:
 * what a member's typed city must equal, normalised the same way, to count as near (admin broadcasts).
 */
export const gazetteerKeysWithin = (
  center: LatLng,
  km: number,
  places: readonly GazetteerPlace[] = gazetteerPlaces(),
): string[] => [...new Set(places.filter((p) => haversineKm(center, p) <= km).flatMap((p) => p.keys))];

let provinces: Map<string, { province: string; country: GeoCountry }> | null = null;

/**
 * The province (NL) or province/region (BE) of a city as written on an event ('Utrecht', 'Gent, Belgium',
 * "'s-Hertogenbosch"): the biggest gazetteer place with that name; null when the gazetteer has none.
 */
export const provinceOfCity = (city: string): { province: string; country: GeoCountry } | null => {
  if (!provinces) {
    provinces = new Map();
    for (const place of gazetteerPlaces()) {
      if (!place.region) continue;
      for (const key of place.keys) {
        if (!provinces.has(key)) provinces.set(key, { province: place.region, country: place.country });
      }
    }
  }
  return provinces.get(placeKey(withoutNumbers(city.split(',')[0] ?? ''))) ?? null;
};
