import { CITIES, type Country } from './cities';
import { avatarImage } from './organizations';
import { createRng, seedFor, type Rng } from './random';
import { DAY_MS, slugify } from './text';

export type MemberSeed = {
  index: number;
  firstName: string;
  lastName: string;
  fullName: string;
  username: string;
  email: string;
  bio: string | null;
  interests: string[];
  city: string;
  country: Country;
  joinDate: Date;
  avatarUrl: string | null;
  isPublic: boolean;
};

const NL_FIRST = [
  'Anouk',
  'Bram',
  'Daan',
  'Eva',
  'Femke',
  'Fleur',
  'Jeroen',
  'Joost',
  'Julia',
  'Lars',
  'Lieke',
  'Lisa',
  'Maarten',
  'Marieke',
  'Merel',
  'Niels',
  'Noor',
  'Pim',
  'Roos',
  'Sanne',
  'Sem',
  'Sophie',
  'Thijs',
  'Tim',
  'Wouter',
  'Yara',
  'Ilse',
  'Koen',
  'Mirjam',
  'Gerben',
  'Hester',
  'Jorien',
  'Rutger',
  'Willemijn',
  'Sietske',
  'Hidde',
  'Aafke',
  'Teun',
];
const BE_FIRST = [
  'Arne',
  'Bert',
  'Elien',
  'Elke',
  'Febe',
  'Hanne',
  'Jens',
  'Jolien',
  'Jonas',
  'Kato',
  'Lien',
  'Lotte',
  'Lucas',
  'Marthe',
  'Nele',
  'Pieter',
  'Ruben',
  'Seppe',
  'Sien',
  'Stijn',
  'Tine',
  'Ward',
  'Wout',
  'Zoë',
  'Griet',
  'Toon',
];
const NL_LAST = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van der Heijden',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'Schouten',
  'van Beek',
  'Willems',
  'Hoekstra',
  'van der Meer',
  'ten Brink',
  'Postma',
  'Kuipers',
];
const BE_LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Van Damme',
  'De Clercq',
  'Vandenberghe',
  'Verstraete',
  'Van de Velde',
  'Cools',
  'De Backer',
  'Vermeersch',
  'Van den Bossche',
  'Desmet',
  'Hermans',
  'Declercq',
  'Van Acker',
  'Michiels',
];

/** Interests members list on their profile (also used for matching events). */
export const INTERESTS = [
  'Ecstatic dance',
  'Yoga',
  'Meditatie',
  'Ademwerk',
  'Tantra',
  'Sound healing',
  'Cacao ceremonie',
  'Familieopstellingen',
  'Mindfulness',
  'Sjamanisme',
  'Natuur',
  'Vrouwencirkels',
  'Mannencirkels',
  'Biodanza',
  'Retraites',
  'Duurzaam leven',
  'Qigong',
  'Contact improvisatie',
  'Voeding en vasten',
  'Intuïtief schilderen',
  '5Ritmes',
  'Kirtan',
  'Stilte',
  'Koudetraining',
] as const;

const BIO_INTROS = [
  'Moeder van twee en werkzaam in het onderwijs.',
  'Softwareontwikkelaar die ’s avonds graag de dansvloer op gaat.',
  'Verpleegkundige met een grote liefde voor de natuur.',
  'Student psychologie, nieuwsgierig naar alles wat met bewustzijn te maken heeft.',
  'Gepensioneerd en eindelijk tijd voor de dingen die ertoe doen.',
  'Grafisch ontwerper en amateurfotograaf.',
  'Werk in de zorg en zoek balans tussen geven en ontvangen.',
  'Vader van drie, fietser en beginnend mediteerder.',
  'Kok in een vegetarisch restaurant.',
  'Zelfstandig ondernemer die leert vertragen.',
  'Leraar lichamelijke opvoeding met een zwak voor dans.',
  'Bibliothecaris, lezer en theeliefhebber.',
];

const BIO_MIDDLES = [
  'Je vindt me vaak bij {a} en af en toe bij {b}.',
  'Sinds een paar jaar ontdek ik {a}, en sinds kort ook {b}.',
  'Ik kwam via een vriendin bij {a} terecht en ben nooit meer weggegaan.',
  '{A} helpt me om te landen na een drukke week.',
  'Op zoek naar mensen om samen naar {a} te gaan.',
];

const BIO_CLOSERS = [
  'Altijd in voor een kop thee na afloop.',
  'Spreek me gerust aan!',
  'Graag tot op de dansvloer.',
  'Ik deel hier af en toe tips over mooie plekken.',
  '',
];

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const bioFor = (rng: Rng, interests: readonly string[]): string | null => {
  if (rng.chance(0.12)) return null; // some members never fill in a bio
  const [a = 'yoga', b = 'meditatie'] = interests.map((i) => i.toLowerCase());
  const middle = rng.pick(BIO_MIDDLES).replace('{A}', capitalize(a)).replace('{a}', a).replace('{b}', b);
  return [rng.pick(BIO_INTROS), middle, rng.pick(BIO_CLOSERS)].filter(Boolean).join(' ');
};

/** Sorts "van der Linden" under its main part for usernames: "marieke.vanderlinden". */
const usernameBase = (first: string, last: string): string =>
  `${slugify(first).replace(/-/g, '')}.${slugify(last).replace(/-/g, '')}`;

const BELGIAN = CITIES.filter((c) => c.country === 'België');
const DUTCH = CITIES.filter((c) => c.country === 'Nederland');

/**
 * Community members (participants): Dutch and Flemish names, usernames, bios, interests, home town and a
 * join date spread over the two years before `now`. Member i is the same whatever `count` is.
 */
export const generateMembers = (opts: { count: number; now: Date; seed?: number }): MemberSeed[] => {
  const used = new Set<string>();
  const members: MemberSeed[] = [];
  for (let index = 0; index < opts.count; index += 1) {
    const rng = createRng(seedFor(opts.seed ?? 0x3e3b, index));
    const belgian = rng.chance(0.4);
    const firstName = rng.pick(belgian ? BE_FIRST : NL_FIRST);
    const lastName = rng.pick(belgian ? BE_LAST : NL_LAST);
    const base = usernameBase(firstName, lastName);
    let username = base;
    for (let n = 2; used.has(username); n += 1) username = `${base}${n}`;
    used.add(username);
    const city = rng.pick(belgian ? BELGIAN : DUTCH);
    const interests = rng.pickSome(INTERESTS, rng.int(2, 5));
    const daysAgo = rng.int(1, 730);
    const joinDate = new Date(opts.now.getTime() - daysAgo * DAY_MS - rng.int(0, DAY_MS - 1));
    members.push({
      index,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      username,
      email: `${username}@leden.kring.test`,
      bio: bioFor(rng, interests),
      interests,
      city: city.name,
      country: city.country,
      joinDate,
      avatarUrl: rng.chance(0.6) ? avatarImage(index) : null,
      isPublic: !rng.chance(0.05),
    });
  }
  return members;
};
