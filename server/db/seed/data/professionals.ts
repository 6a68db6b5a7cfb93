import { cityByName, jitterCoords } from './cities';
import { avatarImage } from './organizations';
import { SERVICE_TEMPLATES, type ServiceKey, type ServiceSeed } from './professional-services';
import { PROFESSIONALS_A } from './professionals-a';
import { PROFESSIONALS_B } from './professionals-b';
import { createRng, seedFor } from './random';
import { slugify } from './text';

export type Gender = 'vrouw' | 'man' | 'non-binair';

export type ProfessionalInput = {
  /** The person (becomes the owning account's name). */
  name: string;
  businessName: string;
  title: string;
  /** professional_types slug. */
  type: string;
  /** Specialisation name within the type. */
  specialization: string;
  city: string;
  gender: Gender;
  premium?: boolean;
  specialties: readonly string[];
  services: readonly ServiceKey[];
  /** Subtype slugs (event categories) the professional works in. */
  categories: readonly string[];
  bio: string;
};

export type ProfessionalSeed = Omit<ProfessionalInput, 'services'> & {
  index: number;
  slug: string;
  isPremium: boolean;
  isVerified: boolean;
  latitude: number;
  longitude: number;
  availableForOnline: boolean;
  availableForInPerson: boolean;
  priceRange: string;
  rating: number;
  profileImageUrl: string;
  workSchedule: string;
  educationExperience: string;
  targetSetting: string[];
  externalLinks: { label: string; url: string }[];
  services: ServiceSeed[];
};

const SCHEDULES = [
  'Maandag t/m donderdag, 9:00–17:00',
  'Dinsdag, donderdag en zaterdag',
  'Doordeweeks ’s avonds en in het weekend',
  'Woensdag en vrijdag, ook online op maandagavond',
  'Op afspraak, flexibel in overleg',
];

const SETTINGS = [
  ['Individueel', 'Groepen'],
  ['Individueel', 'Stellen'],
  ['Groepen', 'Organisaties'],
  ['Individueel', 'Online'],
  ['Festivals', 'Retraites', 'Groepen'],
];

const priceRangeOf = (services: readonly ServiceSeed[]): string => {
  const paid = services.map((s) => s.price).filter((p) => p > 0);
  if (paid.length === 0) return 'Gratis';
  const min = Math.min(...paid);
  const max = Math.max(...paid);
  return min === max ? `€ ${min}` : `€ ${min} – € ${max}`;
};

const build = (input: ProfessionalInput, index: number): ProfessionalSeed => {
  const rng = createRng(seedFor(0x9a0f, index));
  const { lat, lng } = jitterCoords(cityByName(input.city), rng);
  const services = input.services.map((key) => ({ ...SERVICE_TEMPLATES[key] }));
  const slug = slugify(input.businessName);
  return {
    ...input,
    index,
    slug,
    isPremium: input.premium ?? false,
    isVerified: input.premium === true || index % 4 !== 3,
    latitude: lat,
    longitude: lng,
    availableForOnline: services.some((s) => s.isOnline),
    availableForInPerson: services.some((s) => s.isInPerson),
    priceRange: priceRangeOf(services),
    rating: Math.round((3.8 + rng.next() * 1.2) * 10) / 10,
    profileImageUrl: avatarImage(index + 5),
    workSchedule: SCHEDULES[index % SCHEDULES.length] as string,
    educationExperience: `Opgeleid als ${input.title.toLowerCase()} en sinds ${2004 + (index % 17)} werkzaam in de praktijk. Volgt jaarlijks bijscholing en intervisie.`,
    targetSetting: [...(SETTINGS[index % SETTINGS.length] as string[])],
    externalLinks: [{ label: 'Website', url: `https://${slug}.kring.test` }],
    services,
  };
};

/** 42 therapists, coaches, facilitators, teachers, bodyworkers and performers. */
export const PROFESSIONALS: readonly ProfessionalSeed[] = [...PROFESSIONALS_A, ...PROFESSIONALS_B].map(build);
