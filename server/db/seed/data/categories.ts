import type { MainEventType } from '../../../../core/domain/categories';

export type MainCategorySeed = {
  slug: MainEventType;
  name: string;
  description: string;
  /** When true the type also offers the general subtypes (those whose parent is 'event'), spec §7. */
  showGeneralSubtypes: boolean;
  sortOrder: number;
};

export type SubCategorySeed = {
  slug: string;
  name: string;
  /** Slugs of the main types this subtype hangs under (event_category_parents). */
  parents: readonly MainEventType[];
};

/** The nine main event types of spec §2, in menu order. */
export const MAIN_CATEGORIES: readonly MainCategorySeed[] = [
  {
    slug: 'dans',
    name: 'Dans',
    description: 'Vrije dans, ecstatic dance, 5Ritmes en andere vormen van bewegen zonder pasjes.',
    showGeneralSubtypes: false,
    sortOrder: 1,
  },
  {
    slug: 'event',
    name: 'Event',
    description: 'Ceremonies, cirkels, concerten, lezingen en ontmoetingen van een dagdeel of een avond.',
    showGeneralSubtypes: false,
    sortOrder: 2,
  },
  {
    slug: 'festival',
    name: 'Festival',
    description: 'Meerdaagse festivals met workshops, muziek, dans en een programma vol sprekers.',
    showGeneralSubtypes: true,
    sortOrder: 3,
  },
  {
    slug: 'jaartraject',
    name: 'Jaartraject',
    description: 'Trajecten van een jaar met vaste bijeenkomsten en een vaste groep.',
    showGeneralSubtypes: true,
    sortOrder: 4,
  },
  {
    slug: 'lessenherhalend',
    name: 'Lessen (herhalend)',
    description: 'Wekelijkse of maandelijkse lessen: yoga, meditatie, dans, qigong en meer.',
    showGeneralSubtypes: false,
    sortOrder: 5,
  },
  {
    slug: 'online',
    name: 'Online',
    description: 'Live online sessies, webinars en cursussen die je vanuit huis volgt.',
    showGeneralSubtypes: true,
    sortOrder: 6,
  },
  {
    slug: 'opleiding-certificaat',
    name: 'Opleiding & certificaat',
    description: 'Beroepsopleidingen en erkende trainingen, afgesloten met een certificaat.',
    showGeneralSubtypes: false,
    sortOrder: 7,
  },
  {
    slug: 'retreatinclverblijf',
    name: 'Retreat (incl. verblijf)',
    description: 'Retraites met overnachting en maaltijden, van een weekend tot een week.',
    showGeneralSubtypes: true,
    sortOrder: 8,
  },
  {
    slug: 'workshoptraining',
    name: 'Workshop & training',
    description: 'Workshops en trainingen van een dag of een dagdeel om iets nieuws te leren.',
    showGeneralSubtypes: true,
    sortOrder: 9,
  },
];

const sub = (slug: string, name: string, ...parents: MainEventType[]): SubCategorySeed => ({
  slug,
  name,
  parents,
});

/** Subtypes with their parent main types. Subtypes under 'event' are the general ones. */
export const SUB_CATEGORIES: readonly SubCategorySeed[] = [
  // Dans
  sub('ecstatic-dance', 'Ecstatic dance', 'dans', 'event', 'festival'),
  sub('5ritmes', '5Ritmes', 'dans', 'lessenherhalend', 'workshoptraining'),
  sub('contact-improvisatie', 'Contact improvisatie', 'dans', 'lessenherhalend', 'workshoptraining'),
  sub('biodanza', 'Biodanza', 'dans', 'lessenherhalend'),
  sub('dansmeditatie', 'Dansmeditatie', 'dans', 'retreatinclverblijf'),
  sub('open-floor', 'Open Floor', 'dans', 'workshoptraining'),
  sub('cirkeldansen', 'Cirkeldansen', 'dans', 'lessenherhalend'),
  sub('movement-medicine', 'Movement medicine', 'dans', 'workshoptraining', 'retreatinclverblijf'),
  // Yoga en beweging
  sub('yoga', 'Yoga', 'lessenherhalend', 'retreatinclverblijf', 'workshoptraining', 'online', 'festival'),
  sub('yin-yoga', 'Yin yoga', 'lessenherhalend', 'workshoptraining', 'online'),
  sub('kundalini-yoga', 'Kundalini yoga', 'lessenherhalend', 'retreatinclverblijf', 'online'),
  sub('yoga-nidra', 'Yoga nidra', 'lessenherhalend', 'online'),
  sub('qigong-tai-chi', 'Qigong & tai chi', 'lessenherhalend', 'workshoptraining'),
  // Meditatie en adem
  sub('meditatie', 'Meditatie', 'lessenherhalend', 'retreatinclverblijf', 'online', 'event'),
  sub('mindfulness', 'Mindfulness', 'lessenherhalend', 'opleiding-certificaat', 'online', 'workshoptraining'),
  sub('ademwerk', 'Ademwerk', 'workshoptraining', 'retreatinclverblijf', 'event', 'online'),
  sub('breathwork', 'Breathwork', 'workshoptraining', 'event', 'festival'),
  sub('koudetraining', 'Koudetraining & ademhaling', 'workshoptraining', 'retreatinclverblijf'),
  sub('stilte', 'Stilte', 'retreatinclverblijf'),
  // Klank en ceremonie
  sub('sound-healing', 'Sound healing & klankschalen', 'event', 'online', 'workshoptraining', 'festival'),
  sub('cacao-ceremonie', 'Cacao ceremonie', 'event', 'dans', 'festival'),
  sub('kirtan', 'Kirtan & mantra zingen', 'event', 'festival'),
  sub(
    'sjamanisme',
    'Sjamanisme',
    'workshoptraining',
    'opleiding-certificaat',
    'retreatinclverblijf',
    'jaartraject',
  ),
  sub('zweethut', 'Zweethut', 'event', 'retreatinclverblijf'),
  sub('maanceremonie', 'Maanceremonie', 'event', 'online'),
  // Cirkels en relaties
  sub('vrouwencirkel', 'Vrouwencirkel', 'event', 'jaartraject', 'lessenherhalend'),
  sub('mannencirkel', 'Mannencirkel', 'event', 'jaartraject', 'lessenherhalend'),
  sub('tantra', 'Tantra', 'workshoptraining', 'retreatinclverblijf', 'jaartraject', 'opleiding-certificaat'),
  sub('relaties-intimiteit', 'Relaties & intimiteit', 'workshoptraining', 'online'),
  sub('authentic-relating', 'Authentic relating', 'event', 'workshoptraining', 'online'),
  // Therapie en persoonlijke groei
  sub(
    'familieopstellingen',
    'Familieopstellingen',
    'workshoptraining',
    'opleiding-certificaat',
    'jaartraject',
  ),
  sub('voice-dialogue', 'Voice dialogue', 'workshoptraining', 'opleiding-certificaat', 'online'),
  sub('natuurcoaching', 'Natuurcoaching', 'workshoptraining', 'opleiding-certificaat', 'retreatinclverblijf'),
  sub('persoonlijke-ontwikkeling', 'Persoonlijke ontwikkeling', 'jaartraject', 'online', 'workshoptraining'),
  sub('innerlijk-kind', 'Innerlijk kind werk', 'workshoptraining', 'online'),
  sub('lichaamsgericht-werk', 'Lichaamsgericht werk', 'opleiding-certificaat', 'workshoptraining'),
  sub('coaching', 'Coaching', 'opleiding-certificaat', 'jaartraject'),
  sub('massage', 'Massage', 'opleiding-certificaat', 'workshoptraining'),
  sub('reiki', 'Reiki', 'opleiding-certificaat', 'workshoptraining'),
  sub('intuitief-schilderen', 'Intuïtief schilderen', 'workshoptraining', 'lessenherhalend'),
  sub('voeding-vasten', 'Voeding & vasten', 'retreatinclverblijf', 'online', 'workshoptraining'),
  // Algemeen (parent 'event': shown under every type with show_general_subtypes)
  sub('lezing', 'Lezing', 'event', 'online'),
  sub('markt-beurs', 'Markt & beurs', 'event', 'festival'),
  sub('concert', 'Concert', 'event', 'festival'),
  sub('duurzaam-leven', 'Duurzaam leven', 'event', 'workshoptraining', 'festival'),
  sub('kinderen-gezin', 'Kinderen & gezin', 'event', 'festival', 'workshoptraining'),
  sub('webinar', 'Webinar', 'online'),
  sub('online-cursus', 'Online cursus', 'online', 'opleiding-certificaat'),
];

/** Subtypes that hang directly under a main type (not counting general ones). */
export const subtypesOf = (main: MainEventType): readonly SubCategorySeed[] =>
  SUB_CATEGORIES.filter((s) => s.parents.includes(main));
