import type { MainEventType } from '../../../../core/domain/categories';
import { ORGANIZATIONS_A } from './organizations-a';
import { ORGANIZATIONS_B } from './organizations-b';
import { slugify } from './text';

export type OrganizationInput = {
  name: string;
  city: string;
  established: number;
  premium?: boolean;
  /** Main types this organisation organises; the event generator picks organisers by these. */
  focus: readonly MainEventType[];
  /** Subtype slugs the organisation is known for. */
  subtypes: readonly string[];
  tagline: string;
  description: string;
  /** Contact person (becomes the owning account's name). */
  owner: string;
};

export type OrganizationSeed = OrganizationInput & {
  index: number;
  slug: string;
  isPremium: boolean;
  websiteUrl: string;
  contactEmail: string;
  phone: string;
  instagramUrl: string;
  facebookUrl: string;
  /** Category slugs stored on the profile: focus types followed by subtypes. */
  categories: string[];
  logoUrl: string;
  coverImageUrl: string;
  galleryImages: string[];
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** Seed images: 24 event images, 12 venue images, 12 avatars (see scripts/generate-media.ts). */
export const eventImage = (n: number): string => `/media/seed/events/${pad((((n % 24) + 24) % 24) + 1)}.webp`;
export const venueImage = (n: number): string => `/media/seed/venues/${pad((((n % 12) + 12) % 12) + 1)}.webp`;
export const avatarImage = (n: number): string =>
  `/media/seed/avatars/${pad((((n % 12) + 12) % 12) + 1)}.webp`;

const phoneFor = (index: number, country: 'NL' | 'BE'): string => {
  const digits = String(10_000_000 + ((index * 7_919_113) % 89_999_999)).slice(0, 8);
  return country === 'BE'
    ? `+32 4${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`
    : `+31 6 ${digits.slice(0, 4)} ${digits.slice(4, 8)}`;
};

const BELGIAN_CITIES = new Set([
  'Brussel',
  'Antwerpen',
  'Gent',
  'Brugge',
  'Leuven',
  'Mechelen',
  'Hasselt',
  'Kortrijk',
  'Oostende',
  'Aalst',
  'Genk',
  'Turnhout',
  'Lier',
  'Luik',
  'Namen',
  'Dinant',
  'Durbuy',
  'La Roche-en-Ardenne',
  'Spa',
  'Bouillon',
]);

const build = (input: OrganizationInput, index: number): OrganizationSeed => {
  const slug = slugify(input.name);
  const country = BELGIAN_CITIES.has(input.city) ? 'BE' : 'NL';
  return {
    ...input,
    index,
    slug,
    isPremium: input.premium ?? false,
    websiteUrl: `https://${slug}.kring.test`,
    contactEmail: `info@${slug}.kring.test`,
    phone: phoneFor(index + 1, country),
    instagramUrl: `https://instagram.example.org/${slug.replace(/-/g, '')}`,
    facebookUrl: `https://facebook.example.org/${slug}`,
    categories: [...input.focus, ...input.subtypes],
    logoUrl: avatarImage(index),
    coverImageUrl: eventImage(index * 5),
    galleryImages: [eventImage(index * 5 + 1), eventImage(index * 5 + 2), eventImage(index * 5 + 3)],
  };
};

/** 34 Dutch and Flemish organisers; six of them premium. */
export const ORGANIZATIONS: readonly OrganizationSeed[] = [...ORGANIZATIONS_A, ...ORGANIZATIONS_B].map(build);

export const organizationBySlug = (slug: string): OrganizationSeed => {
  const org = ORGANIZATIONS.find((o) => o.slug === slug);
  if (!org) throw new Error(`Unknown seed organisation ${slug}`);
  return org;
};

export const isBelgianCity = (city: string): boolean => BELGIAN_CITIES.has(city);
