import type { Rng } from './random';

export type Country = 'Nederland' | 'België';

export type CitySeed = {
  name: string;
  province: string;
  country: Country;
  /** City-centre coordinates (WGS84). */
  lat: number;
  lng: number;
  /** First four digits of a central postcode, for plausible addresses. */
  postcode: string;
  /** Language of street names: Walloon towns get French street names. */
  streets: 'nl' | 'fr';
  /** Bigger cities host more events. */
  weight: number;
};

const nl = (
  name: string,
  province: string,
  lat: number,
  lng: number,
  postcode: string,
  weight = 2,
): CitySeed => ({
  name,
  province,
  country: 'Nederland',
  lat,
  lng,
  postcode,
  streets: 'nl',
  weight,
});

const be = (
  name: string,
  province: string,
  lat: number,
  lng: number,
  postcode: string,
  weight = 2,
  streets: 'nl' | 'fr' = 'nl',
): CitySeed => ({ name, province, country: 'België', lat, lng, postcode, streets, weight });

/** Real Dutch and Belgian cities and towns with their centre coordinates. */
export const CITIES: readonly CitySeed[] = [
  nl('Amsterdam', 'Noord-Holland', 52.3676, 4.9041, '1017', 8),
  nl('Rotterdam', 'Zuid-Holland', 51.9225, 4.4792, '3011', 6),
  nl('Den Haag', 'Zuid-Holland', 52.0705, 4.3007, '2511', 5),
  nl('Utrecht', 'Utrecht', 52.0907, 5.1214, '3512', 7),
  nl('Eindhoven', 'Noord-Brabant', 51.4416, 5.4697, '5611', 4),
  nl('Groningen', 'Groningen', 53.2194, 6.5665, '9711', 4),
  nl('Tilburg', 'Noord-Brabant', 51.5555, 5.0913, '5038', 3),
  nl('Almere', 'Flevoland', 52.3508, 5.2647, '1315', 2),
  nl('Breda', 'Noord-Brabant', 51.5719, 4.7683, '4811', 3),
  nl('Nijmegen', 'Gelderland', 51.8126, 5.8372, '6511', 4),
  nl('Arnhem', 'Gelderland', 51.9851, 5.8987, '6811', 4),
  nl('Haarlem', 'Noord-Holland', 52.3874, 4.6462, '2011', 4),
  nl('Enschede', 'Overijssel', 52.2215, 6.8937, '7511', 2),
  nl('Amersfoort', 'Utrecht', 52.1561, 5.3878, '3811', 3),
  nl('Zwolle', 'Overijssel', 52.5168, 6.083, '8011', 3),
  nl('Leiden', 'Zuid-Holland', 52.1601, 4.497, '2311', 3),
  nl('Maastricht', 'Limburg', 50.8514, 5.691, '6211', 3),
  nl("'s-Hertogenbosch", 'Noord-Brabant', 51.6978, 5.3037, '5211', 3),
  nl('Deventer', 'Overijssel', 52.2551, 6.1639, '7411', 2),
  nl('Delft', 'Zuid-Holland', 52.0116, 4.3571, '2611', 2),
  nl('Alkmaar', 'Noord-Holland', 52.6324, 4.7534, '1811', 2),
  nl('Leeuwarden', 'Friesland', 53.2012, 5.7999, '8911', 2),
  nl('Apeldoorn', 'Gelderland', 52.2112, 5.9699, '7311', 2),
  nl('Zeist', 'Utrecht', 52.0907, 5.233, '3701', 2),
  nl('Hilversum', 'Noord-Holland', 52.2292, 5.1669, '1211', 2),
  nl('Wageningen', 'Gelderland', 51.9692, 5.6654, '6701', 2),
  nl('Middelburg', 'Zeeland', 51.4988, 3.6136, '4331', 1),
  nl('Assen', 'Drenthe', 52.9925, 6.5649, '9401', 1),
  nl('Bergen', 'Noord-Holland', 52.6696, 4.7036, '1861', 1),
  nl('Den Burg', 'Noord-Holland', 53.0546, 4.7972, '1791', 1),
  nl('Venlo', 'Limburg', 51.3704, 6.1724, '5911', 1),
  nl('Gouda', 'Zuid-Holland', 52.0115, 4.7105, '2801', 1),
  nl('Ommen', 'Overijssel', 52.5211, 6.4208, '7731', 1),
  nl('West-Terschelling', 'Friesland', 53.3594, 5.2186, '8881', 1),
  nl('Dwingeloo', 'Drenthe', 52.8346, 6.3702, '7991', 1),
  nl('Nunspeet', 'Gelderland', 52.3775, 5.7856, '8071', 1),
  be('Brussel', 'Brussels Hoofdstedelijk Gewest', 50.8503, 4.3517, '1000', 5),
  be('Antwerpen', 'Antwerpen', 51.2194, 4.4025, '2000', 6),
  be('Gent', 'Oost-Vlaanderen', 51.0543, 3.7174, '9000', 6),
  be('Brugge', 'West-Vlaanderen', 51.2093, 3.2247, '8000', 3),
  be('Leuven', 'Vlaams-Brabant', 50.8798, 4.7005, '3000', 4),
  be('Mechelen', 'Antwerpen', 51.0259, 4.4776, '2800', 3),
  be('Hasselt', 'Limburg', 50.9307, 5.3378, '3500', 3),
  be('Kortrijk', 'West-Vlaanderen', 50.8278, 3.2649, '8500', 2),
  be('Oostende', 'West-Vlaanderen', 51.2154, 2.9287, '8400', 2),
  be('Aalst', 'Oost-Vlaanderen', 50.9378, 4.0403, '9300', 1),
  be('Genk', 'Limburg', 50.965, 5.5008, '3600', 1),
  be('Turnhout', 'Antwerpen', 51.3226, 4.9443, '2300', 1),
  be('Lier', 'Antwerpen', 51.1313, 4.5704, '2500', 1),
  be('Luik', 'Luik', 50.6326, 5.5797, '4000', 1, 'fr'),
  be('Namen', 'Namen', 50.4674, 4.872, '5000', 1, 'fr'),
  be('Dinant', 'Namen', 50.2606, 4.9123, '5500', 1, 'fr'),
  be('Durbuy', 'Luxemburg', 50.3524, 5.4564, '6940', 2, 'fr'),
  be('La Roche-en-Ardenne', 'Luxemburg', 50.183, 5.576, '6980', 1, 'fr'),
  be('Spa', 'Luik', 50.4921, 5.8647, '4900', 1, 'fr'),
  be('Bouillon', 'Luxemburg', 49.794, 5.0672, '5830', 1, 'fr'),
];

/** Bounding boxes used to validate coordinates (a little generous around the borders). */
export const COUNTRY_BOUNDS: Record<Country, { south: number; north: number; west: number; east: number }> = {
  Nederland: { south: 50.7, north: 53.7, west: 3.2, east: 7.3 },
  België: { south: 49.45, north: 51.55, west: 2.5, east: 6.45 },
};

export const cityByName = (name: string): CitySeed => {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`Unknown seed city ${name}`);
  return city;
};

const TOTAL_WEIGHT = CITIES.reduce((sum, c) => sum + c.weight, 0);

/** A city drawn in proportion to its weight. */
export const pickCity = (rng: Rng): CitySeed => {
  let ticket = rng.next() * TOTAL_WEIGHT;
  for (const city of CITIES) {
    ticket -= city.weight;
    if (ticket < 0) return city;
  }
  return CITIES[0] as CitySeed;
};

const NL_STREETS = [
  'Kerkstraat',
  'Molenweg',
  'Dorpsstraat',
  'Lindelaan',
  'Oude Gracht',
  'Spoorstraat',
  'Beukenlaan',
  'Havenstraat',
  'Nieuwstraat',
  'Parklaan',
  'Hoogstraat',
  'Schoolstraat',
  'Kastanjelaan',
  'Veldweg',
  'Brugstraat',
  'Zonnebloemstraat',
  'Tuinstraat',
  'Bosweg',
  'Heideweg',
  'Stationsstraat',
  'Eikenlaan',
  'Kloosterstraat',
  'Wilgenlaan',
  'Marktstraat',
] as const;

const FR_STREETS = [
  'Rue de la Station',
  'Rue du Château',
  'Chemin des Bois',
  "Rue de l'Église",
  'Rue du Moulin',
  'Route de la Vallée',
  'Rue des Écoles',
  'Chemin du Ruisseau',
  'Rue Haute',
  'Place du Marché',
] as const;

const POSTCODE_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';

/** A plausible street address in a city ("Lindelaan 14, 3512 KT Utrecht" or "Rue Haute 8, 6940 Durbuy"). */
export const addressIn = (city: CitySeed, rng: Rng): string => {
  const number = rng.int(1, 180);
  if (city.streets === 'fr') return `${rng.pick(FR_STREETS)} ${number}, ${city.postcode} ${city.name}`;
  const street = rng.pick(NL_STREETS);
  if (city.country === 'België') return `${street} ${number}, ${city.postcode} ${city.name}`;
  const letters = `${rng.pick([...POSTCODE_LETTERS])}${rng.pick([...POSTCODE_LETTERS])}`;
  return `${street} ${number}, ${city.postcode} ${letters} ${city.name}`;
};

/** Coordinates a few hundred metres from the city centre (at most ~600 m), rounded to 6 decimals. */
export const jitterCoords = (city: CitySeed, rng: Rng): { lat: number; lng: number } => {
  const dLat = (rng.next() - 0.5) * 0.011;
  const dLng = (rng.next() - 0.5) * 0.017;
  return {
    lat: Math.round((city.lat + dLat) * 1e6) / 1e6,
    lng: Math.round((city.lng + dLng) * 1e6) / 1e6,
  };
};
