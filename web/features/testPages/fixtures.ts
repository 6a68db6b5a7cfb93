import type { ListingCard } from '@core/schemas/directory';
import type { EventMapMarker, EventSearchItem } from '@core/schemas/eventSearch';

/**
 * Sample data for the showcase pages: fixed, so each page always shows one of everything (a premium event, a
 * free one, every listing content type, clustered markers) whatever the database holds. Names are Dutch demo
 * content, not UI text. Ids are fixed UUIDs of the 'showcase' range; their links lead to the 404 page.
 */

const DAY = 24 * 60 * 60 * 1000;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (now: Date, days: number, hour: number) => {
  const date = new Date(now.getTime() + days * DAY);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** Three event cards: a premium paid workshop, a free online evening without image, a long-titled festival. */
export const showcaseEvents = (now: Date): EventSearchItem[] => [
  {
    id: uuid(1),
    slug: 'voorbeeld-ademwerk-workshop',
    title: 'Ademwerk & stilte: een zaterdag aan zee',
    shortDescription: 'Een dag ademwerk, wandelen langs de vloedlijn en samen eten.',
    imageUrl: '/media/seed/events/03.webp',
    startDate: at(now, 9, 10),
    endDate: at(now, 9, 17),
    city: 'Zandvoort',
    location: 'Strandpaviljoen De Branding',
    latitude: 52.3713,
    longitude: 4.5331,
    price: 65,
    minTicketPrice: 45,
    activeTicketCount: 2,
    currency: 'EUR',
    isPremiumOrganizer: true,
    isOnline: false,
    organizerName: 'Stichting Adem',
    savedCount: 18,
    categories: [
      { slug: 'workshoptraining', name: 'Workshop & training' },
      { slug: 'ademwerk', name: 'Ademwerk' },
    ],
    distanceKm: 12,
  },
  {
    id: uuid(2),
    slug: 'voorbeeld-online-meditatie',
    title: 'Online meditatie-avond voor beginners',
    shortDescription: null,
    imageUrl: null,
    startDate: at(now, 3, 20),
    endDate: null,
    city: null,
    location: null,
    latitude: null,
    longitude: null,
    price: 0,
    minTicketPrice: null,
    activeTicketCount: 0,
    currency: 'EUR',
    isPremiumOrganizer: false,
    isOnline: true,
    organizerName: 'Kring Community',
    savedCount: 0,
    categories: [{ slug: 'online', name: 'Online' }],
    distanceKm: null,
  },
  {
    id: uuid(3),
    slug: 'voorbeeld-zomerfestival-gent',
    title: 'Zomerfestival voor lichaam en geest, drie dagen in het groen bij Gent',
    shortDescription: 'Muziek, dans, workshops en een markt.',
    imageUrl: '/media/seed/events/12.webp',
    startDate: at(now, 30, 12),
    endDate: at(now, 32, 18),
    city: 'Gent',
    location: 'Citadelpark',
    latitude: 51.0371,
    longitude: 3.7226,
    price: 95,
    minTicketPrice: 95,
    activeTicketCount: 1,
    currency: 'EUR',
    isPremiumOrganizer: false,
    isOnline: false,
    organizerName: 'Stichting Samen Stil',
    savedCount: 54,
    categories: [
      { slug: 'festival', name: 'Festival' },
      { slug: 'dans', name: 'Dans' },
    ],
    distanceKm: null,
  },
];

const location = (city: string, latitude: number, longitude: number, distance: number | null = null) => ({
  city,
  address: null,
  latitude,
  longitude,
  distance,
});

const base = {
  status: null,
  isPremium: false,
  isVerified: false,
  rating: null,
  reviewCount: 0,
  savedCount: 0,
  isFavorite: null,
} satisfies Partial<ListingCard>;

/** One unified listing card (spec §3) of every content type, in spec order. */
export const showcaseListingCards = (now: Date): ListingCard[] => [
  {
    ...base,
    id: uuid(11),
    contentType: 'event',
    title: 'Dansavond in de Tolhuistuin',
    subtitle: 'Dans',
    description: 'Vrije dans op wereldmuziek, zonder les en zonder alcohol.',
    imageUrl: '/media/seed/events/07.webp',
    slug: 'voorbeeld-dansavond',
    location: location('Amsterdam', 52.3842, 4.9023, 4),
    badges: [{ kind: 'category', label: 'Dans' }],
    savedCount: 7,
    eventData: { startDate: at(now, 5, 20), price: 15, categories: ['Dans'] },
  },
  {
    ...base,
    id: uuid(12),
    contentType: 'professional',
    title: 'Sanne de Vries',
    subtitle: 'Yogadocent & ademcoach',
    description: 'Yin yoga en ademwerk voor groepen en bedrijven, in het Nederlands en Engels.',
    imageUrl: '/media/seed/avatars/04.webp',
    slug: 'voorbeeld-sanne-de-vries',
    location: location('Utrecht', 52.0907, 5.1214),
    badges: [{ kind: 'type', label: 'Yogadocent' }],
    isPremium: true,
    isVerified: true,
    rating: 4.8,
    reviewCount: 23,
    professionalData: { servicesCount: 4 },
  },
  {
    ...base,
    id: uuid(13),
    contentType: 'venue',
    title: 'De Lichtfabriek',
    subtitle: 'Studio',
    description: 'Lichte studio met houten vloer, geluidsinstallatie en een keuken voor 40 gasten.',
    imageUrl: '/media/seed/venues/02.webp',
    slug: 'voorbeeld-de-lichtfabriek',
    location: location('Haarlem', 52.3874, 4.6462, 18),
    badges: [
      { kind: 'type', label: 'Studio' },
      { kind: 'type', label: 'Workshopruimte' },
    ],
    isVerified: true,
    rating: 4.5,
    reviewCount: 9,
    savedCount: 12,
    venueData: { venueTypes: ['Studio', 'Workshopruimte'], capacity: 40, dailyRate: 450 },
  },
  {
    ...base,
    id: uuid(14),
    contentType: 'organization',
    title: 'Stichting Samen Stil',
    subtitle: 'Meditatie en retraites',
    description: 'Wij organiseren stiltedagen en retraites door heel Nederland en Vlaanderen.',
    imageUrl: '/media/seed/events/11.webp',
    slug: 'voorbeeld-samen-stil',
    location: location('Gent', 51.0543, 3.7174),
    badges: [{ kind: 'category', label: 'Retraite' }],
    isPremium: true,
    organizationData: { eventCount: 14, memberCount: 6, followerCount: 120 },
  },
  {
    ...base,
    id: uuid(15),
    contentType: 'service',
    title: 'Privéles ademwerk (60 minuten)',
    subtitle: 'Sanne de Vries',
    description: 'Een persoonlijke sessie bij jou thuis of online, afgestemd op wat je nodig hebt.',
    imageUrl: null,
    slug: 'voorbeeld-priveles-ademwerk',
    location: location('Utrecht', 52.0907, 5.1214),
    badges: [{ kind: 'category', label: 'Ademwerk' }],
    rating: 5,
    reviewCount: 3,
  },
  {
    ...base,
    id: uuid(16),
    contentType: 'member',
    title: 'Joost Peeters',
    subtitle: 'Op zoek naar dansavonden en stiltewandelingen',
    description: null,
    imageUrl: '/media/seed/avatars/09.webp',
    slug: 'voorbeeld-joost-peeters',
    location: location('Antwerpen', 51.2194, 4.4025),
    badges: [{ kind: 'newMember', label: null }],
    memberData: { joinDate: at(now, -30, 12) },
  },
];

/** Cities with how many markers each gets: close enough together to cluster at the start view. */
const MARKER_CITIES: readonly { city: string; lat: number; lng: number; count: number }[] = [
  { city: 'Amsterdam', lat: 52.3676, lng: 4.9041, count: 14 },
  { city: 'Utrecht', lat: 52.0907, lng: 5.1214, count: 9 },
  { city: 'Rotterdam', lat: 51.9244, lng: 4.4777, count: 7 },
  { city: 'Groningen', lat: 53.2194, lng: 6.5665, count: 3 },
  { city: 'Gent', lat: 51.0543, lng: 3.7174, count: 5 },
  { city: 'Maastricht', lat: 50.8514, lng: 5.691, count: 1 },
];

/** Markers spread on a small spiral around each city (deterministic), every fifth from a premium organiser. */
export const showcaseMarkers = (now: Date): EventMapMarker[] =>
  MARKER_CITIES.flatMap(({ city, lat, lng, count }, c) =>
    Array.from({ length: count }, (_, i) => {
      const angle = i * 2.4;
      const radius = 0.006 * Math.sqrt(i + 1);
      const n = 100 + c * 20 + i;
      return {
        id: uuid(n),
        slug: `voorbeeld-${city.toLowerCase()}-${i + 1}`,
        title: `${city}: voorbeeldevenement ${i + 1}`,
        latitude: lat + radius * Math.sin(angle),
        longitude: lng + radius * Math.cos(angle) * 1.6,
        startDate: at(now, 2 + ((i * 3) % 40), 19),
        minPrice: i % 3 === 0 ? 0 : 10 + i * 5,
        isPremiumOrganizer: i % 5 === 0,
      };
    }),
  );

/** Labels for the tab-list demo: more than the threshold, with accents and shared words to search on. */
export const SHOWCASE_TAB_LABELS: readonly string[] = [
  'Ademwerk',
  'Yoga',
  'Dans',
  'Meditatie',
  'Retraite',
  'Workshop & training',
  'Festival',
  'Klankschalen',
  'Café-avond',
  'Coaching',
  'Opleiding & certificaat',
  'Wandelen in stilte',
  'Tantra',
  'Sjamanisme',
  'Kunst & creativiteit',
  'Voeding',
  'Massage',
  'Ademwerk voor ouders',
  'Yin yoga',
  'Cacaoceremonie',
  'Zangcirkel',
  'Natuurbeleving',
  'Mindfulness',
  'Familieopstellingen',
  'Qigong',
  'Tai chi',
  'Energetisch werk',
  'Rouwverwerking',
  'Kinderyoga',
  'Vrouwencirkel',
];
