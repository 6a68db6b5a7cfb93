import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance';
import { GazetteerGeocoder, gazetteerPlaces } from './gazetteer';
import { placeKey } from './normalize';

const g = new GazetteerGeocoder();
const firstName = async (q: string) => (await g.autocomplete(q))[0]?.name;
const searched = async (q: string) => (await g.search(q))[0]?.label;

describe('offline NL/BE gazetteer', () => {
  it('holds the Dutch and Belgian places of GeoNames (not just a few dozen)', () => {
    const places = gazetteerPlaces();
    expect(places.length).toBeGreaterThanOrEqual(500);
    expect(places.filter((p) => p.country === 'NL').length).toBeGreaterThan(300);
    expect(places.filter((p) => p.country === 'BE').length).toBeGreaterThan(300);
    expect(new Set(places.map((p) => p.country))).toEqual(new Set(['NL', 'BE']));
  });

  it('autocompletes from a prefix, biggest place first', async () => {
    expect(await firstName('Utr')).toBe('Utrecht');
    const ams = await g.autocomplete('ams', 5);
    expect(ams[0]?.label).toBe('Amsterdam, Noord-Holland (NL)');
    expect(ams.length).toBeLessThanOrEqual(5);
  });

  it('finds names with apostrophes, hyphens and Dutch/French alternatives', async () => {
    expect(await firstName('Sint-Niklaas')).toBe('Sint-Niklaas');
    expect(await firstName('sint niklaas')).toBe('Sint-Niklaas');
    expect(await firstName("'s-Hertogenbosch")).toBe("'s-Hertogenbosch");
    expect(await firstName('den bosch')).toBe("'s-Hertogenbosch");
    expect(await firstName('Gent')).toBe('Gent');
    expect(await firstName('Brugge')).toBe('Brugge');
    expect(await firstName('Maastricht')).toBe('Maastricht');
    expect(await firstName('Den Haag')).toBe('Den Haag');
    expect(await firstName("'s-Gravenhage")).toBe('Den Haag');
    expect(await firstName('Bruxelles')).toBe('Brussel');
  });

  it('ignores accents and case', async () => {
    expect(await firstName('Liège')).toBe('Liège');
    expect(await firstName('LIEGE')).toBe('Liège');
    expect(await firstName('Luik')).toBe('Liège');
    expect(placeKey("'s-Hertogenbosch")).toBe('s hertogenbosch');
  });

  it('searches labels, names and addresses that end in a place', async () => {
    expect(await searched('Utrecht, Utrecht (NL)')).toBe('Utrecht, Utrecht (NL)');
    expect(await searched('Oudegracht 12, 3511 AB Utrecht')).toBe('Utrecht, Utrecht (NL)');
    expect(await searched('Kerkstraat 1 9100 Sint-Niklaas')).toBe('Sint-Niklaas, Oost-Vlaanderen (BE)');
    expect(await searched('Mechelen (NL)')).toBe('Mechelen, Limburg (NL)');
    expect(await searched('Mechelen')).toBe('Mechelen, Antwerpen (BE)');
    expect(await g.search('Xyzzyplaats')).toEqual([]);
  });

  it('reverse: the nearest place, null far from NL/BE', async () => {
    expect((await g.reverse(52.0907, 5.1214))?.name).toBe('Utrecht');
    expect((await g.reverse(51.0543, 3.7174))?.name).toBe('Gent');
    expect(await g.reverse(40.4168, -3.7038)).toBeNull();
  });

  it('has no route network: distances fall back to the straight line', async () => {
    expect(await g.routeDistanceKm({ lat: 52.37, lng: 4.89 }, { lat: 52.09, lng: 5.12 })).toBeNull();
    // Amsterdam–Utrecht ≈ 35 km as the crow flies.
    expect(haversineKm({ lat: 52.37403, lng: 4.88969 }, { lat: 52.09083, lng: 5.12222 })).toBeCloseTo(35, 0);
  });
});
