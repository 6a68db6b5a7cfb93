import { cityByName, jitterCoords, type Country } from './cities';
import { avatarImage, venueImage } from './organizations';
import { createRng, seedFor } from './random';
import { slugify } from './text';
import { VENUES_A } from './venues-a';
import { VENUES_B } from './venues-b';

export type VenueInput = {
  name: string;
  city: string;
  /** Street and number; the postcode and city are added from the city table. */
  street: string;
  description: string;
  venueTypes: readonly string[];
  amenities: readonly string[];
  facilities: readonly string[];
  technicalEquipment: readonly string[];
  accessibilityFeatures: readonly string[];
  uniqueFeatures: readonly string[];
  tags: readonly string[];
  maxCapacity: number;
  /** EUR excl. VAT per day. */
  dailyRate: number;
  owner: string;
  verified?: boolean;
  premium?: boolean;
};

export type VenueSeed = Omit<VenueInput, 'street'> & {
  index: number;
  slug: string;
  address: string;
  country: Country;
  latitude: number;
  longitude: number;
  isVerified: boolean;
  isPremium: boolean;
  ownerEmail: string;
  ownerAvatar: string;
  profileImageUrl: string;
  coverImageUrl: string;
  /** Three to five images from the generated venue set. */
  galleryImages: string[];
};

const build = (input: VenueInput, index: number): VenueSeed => {
  const city = cityByName(input.city);
  const rng = createRng(seedFor(0x7e4e, index));
  const { lat, lng } = jitterCoords(city, rng);
  const slug = slugify(input.name);
  const galleryCount = 3 + (index % 3);
  const { street, ...rest } = input;
  const postcode =
    city.country === 'Nederland'
      ? `${city.postcode} ${String.fromCharCode(65 + (index % 20))}${'KLMNPRST'[index % 8]}`
      : city.postcode;
  return {
    ...rest,
    index,
    slug,
    address: `${street}, ${postcode} ${city.name}`,
    country: city.country,
    latitude: lat,
    longitude: lng,
    isVerified: input.verified ?? index % 3 !== 2,
    isPremium: input.premium ?? false,
    ownerEmail: `contact@${slug}.kring.test`,
    ownerAvatar: avatarImage(index + 3),
    profileImageUrl: venueImage(index),
    coverImageUrl: venueImage(index + 1),
    galleryImages: Array.from({ length: galleryCount }, (_, k) => venueImage(index + k * 5)),
  };
};

/** 22 rentable locations across the Netherlands and Flanders/Wallonia. */
export const VENUES: readonly VenueSeed[] = [...VENUES_A, ...VENUES_B].map(build);

export const venuesInCity = (city: string): readonly VenueSeed[] => VENUES.filter((v) => v.city === city);
