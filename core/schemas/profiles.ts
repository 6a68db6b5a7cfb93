import { z } from 'zod';

/**
 * The owner-side profile forms (spec §3, §5): one body per profile kind, shared by the API (request
 * validation) and the web forms (zodResolver), so both refuse the same input with the same Dutch text.
 * Every field is optional on update (a form sends them all; a script may send one); '' clears a field.
 */

export const OWNED_PROFILE_KINDS = ['organization', 'venue', 'professional'] as const;
export const PROFILE_KINDS = [...OWNED_PROFILE_KINDS, 'participant'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export type OwnedProfileKind = (typeof OWNED_PROFILE_KINDS)[number];

/** Spec §6: venue gallery up to 20 photos (a check constraint too); organisations get the same cap. */
export const GALLERY_LIMIT = 20;
export const GALLERY_DISPLAY_MODES = ['cover', 'grid', 'carousel'] as const;
export const PROFILE_IMAGE_KINDS = ['cover', 'logo', 'gallery'] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];
export const PROFILE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PROFILE_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Items per list field (amenities, tags, …) and characters per item. */
export const LIST_MAX_ITEMS = 40;

const URL_MESSAGE = 'Vul een geldige link in die begint met http:// of https://.';
const SLUG_MESSAGE = 'Een slug bestaat uit kleine letters, cijfers en streepjes.';

const text = (max: number) => z.string().trim().max(max, `Maximaal ${max} tekens.`);

/** Spec §5: a link without scheme that contains a dot gets https:// in front; then only http(s) passes. */
export const withHttps = (value: string): string => {
  const v = value.trim();
  if (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  return (v.split(/[/?#]/, 1)[0] ?? '').includes('.') ? `https://${v}` : v;
};
const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
const link = z
  .string()
  .max(500, 'Maximaal 500 tekens.')
  .transform(withHttps)
  .refine((v) => v === '' || isHttpUrl(v), URL_MESSAGE);
/** An image: a file of ours ('/uploads/…', '/media/…') or an http(s) address. */
const image = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/[a-z0-9]/i.test(v) || isHttpUrl(v), URL_MESSAGE);
const list = z
  .array(text(80).min(1, 'Vul iets in of verwijder de regel.'))
  .max(LIST_MAX_ITEMS, `Maximaal ${LIST_MAX_ITEMS} items.`);
const gallery = z.array(image.refine((v) => v !== '', URL_MESSAGE)).max(60);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v === '' || z.string().email().safeParse(v).success, 'Vul een geldig e-mailadres in.');
const latitude = z.number().min(-90).max(90).nullable();
const longitude = z.number().min(-180).max(180).nullable();
export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(120, 'Maximaal 120 tekens.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE);
const required = (message: string) => z.string().trim().min(1, message).max(160, 'Maximaal 160 tekens.');

export const OrganizationProfileInput = z.object({
  organizationName: z.string().trim().max(160, 'Maximaal 160 tekens.'),
  slug: slugField,
  title: text(160),
  tagline: text(200),
  description: text(20_000),
  organizationDescription: text(20_000),
  websiteUrl: link,
  contactEmail: email,
  phone: text(40),
  address: text(200),
  city: text(120),
  country: text(80),
  latitude,
  longitude,
  profileImageUrl: image,
  coverImageUrl: image,
  organizationImageUrl: image,
  logoUrl: image,
  facebookUrl: link,
  instagramUrl: link,
  linktreeUrl: link,
  galleryImages: gallery,
  galleryDisplayMode: z.enum(GALLERY_DISPLAY_MODES),
  videoUrl: link,
  videoEmbedUrl: link,
  video2Url: link,
  video2EmbedUrl: link,
  categories: list,
  establishedYear: z
    .number()
    .int()
    .min(1800, 'Vul een jaartal in.')
    .max(2100, 'Vul een jaartal in.')
    .nullable(),
});
export type OrganizationProfileInput = z.infer<typeof OrganizationProfileInput>;

export const VenueProfileInput = z.object({
  name: required('Vul de naam van de locatie in.'),
  slug: slugField,
  description: text(20_000),
  profileImageUrl: image,
  coverImageUrl: image,
  amenities: list,
  facilities: list,
  technicalEquipment: list,
  venueType: list,
  galleryImages: gallery,
  galleryDisplayMode: z.enum(GALLERY_DISPLAY_MODES),
  tags: list,
  accessibilityFeatures: list,
  uniqueFeatures: list,
  ownerName: text(160),
  ownerAvatar: image,
  ownerEmail: email,
  city: text(120),
  address: text(200),
  country: text(80),
  latitude,
  longitude,
  maxCapacity: z
    .number()
    .int('Vul een heel getal in.')
    .min(1, 'De capaciteit moet groter dan 0 zijn.')
    .max(100_000)
    .nullable(),
  dailyRate: z.number().min(0, 'De prijs mag niet negatief zijn.').max(1_000_000).nullable(),
});
export type VenueProfileInput = z.infer<typeof VenueProfileInput>;

export const ExternalLink = z.object({ label: text(80), url: link.refine((v) => v !== '', URL_MESSAGE) });

export const ProfessionalProfileInput = z.object({
  businessName: required('Vul je (bedrijfs)naam in.'),
  slug: slugField,
  professionalTitle: text(160),
  professionalTypeId: z.string().uuid().nullable(),
  city: text(120),
  latitude,
  longitude,
  status: z.enum(['draft', 'published']),
  categoryIds: z.array(z.string().uuid()).max(LIST_MAX_ITEMS),
  gender: text(40),
  workSchedule: text(2000),
  educationExperience: text(5000),
  requirementsRider: text(5000),
  externalLinks: z.array(ExternalLink).max(10, 'Maximaal 10 links.'),
  targetSetting: list,
  profileImageUrl: image,
  specialties: list,
  bio: text(20_000),
  availableForOnline: z.boolean(),
  availableForInPerson: z.boolean(),
  priceRange: text(80),
});
export type ProfessionalProfileInput = z.infer<typeof ProfessionalProfileInput>;

export const ParticipantProfileInput = z.object({
  fullName: required('Vul je naam in.'),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, 'Minimaal 3 tekens.')
    .max(40, 'Maximaal 40 tekens.')
    .regex(/^[a-z0-9._-]+$/, 'Alleen kleine letters, cijfers, punt, streepje en liggend streepje.'),
  bio: text(2000),
  interests: list,
  city: text(120),
  location: text(200),
  avatarUrl: image,
  isPublic: z.boolean(),
});
export type ParticipantProfileInput = z.infer<typeof ParticipantProfileInput>;

export const PROFILE_INPUTS = {
  organization: OrganizationProfileInput,
  venue: VenueProfileInput,
  professional: ProfessionalProfileInput,
  participant: ParticipantProfileInput,
} as const;
export type ProfileInputOf = {
  organization: OrganizationProfileInput;
  venue: VenueProfileInput;
  professional: ProfessionalProfileInput;
  participant: ParticipantProfileInput;
};

/** Update bodies: any subset of the fields. */
export const OrganizationProfileUpdate = OrganizationProfileInput.partial();
export const VenueProfileUpdate = VenueProfileInput.partial();
export const ProfessionalProfileUpdate = ProfessionalProfileInput.partial();
export const ParticipantProfileUpdate = ParticipantProfileInput.partial();

/** Create bodies: the name is required (organisation: 'Organization name is required' from the service). */
export const OrganizationProfileCreate = OrganizationProfileInput.partial().extend({
  organizationName: z.string().trim().max(160, 'Maximaal 160 tekens.'),
});
export const VenueProfileCreate = VenueProfileInput.partial().extend({ name: VenueProfileInput.shape.name });
export const ProfessionalProfileCreate = ProfessionalProfileInput.partial().extend({
  businessName: ProfessionalProfileInput.shape.businessName,
});

/** ?id= lets an admin (or a team member with several profiles) name the profile. */
export const ProfileIdQuery = z.object({ id: z.string().uuid().optional() });
export const ProfileImageQuery = ProfileIdQuery.extend({ kind: z.enum(PROFILE_IMAGE_KINDS) });

/** How the actor reaches the profile: they own it, a team makes them a member, or they administer. */
export const ProfileAccess = z.enum(['owner', 'member', 'admin']);

const profileEnvelope = <T extends z.ZodTypeAny>(profile: T) =>
  z.object({
    profile: profile.nullable(),
    /** When there is none: may the actor make one (spec §5 rules)? */
    canCreate: z.boolean(),
    access: ProfileAccess.nullable(),
    /** The public page of the profile ('/venues/{slug}'), null while there is none. */
    publicPath: z.string().nullable(),
  });

/**
 * What the API answers: the input fields as stored (so loosely typed: seeded or older rows need not pass
 * today's input rules), with id and updatedAt; organisations add their counters.
 */
export const ProfileDto = z.looseObject({ id: z.string().uuid(), updatedAt: z.string() });
type Stored<T> = T & { id: string; updatedAt: string };
export type OrganizationProfileDto = Stored<OrganizationProfileInput> & {
  memberCount: number;
  eventCount: number;
};
export type VenueProfileDto = Stored<VenueProfileInput>;
export type ProfessionalProfileDto = Stored<ProfessionalProfileInput>;
export type ParticipantProfileDto = Stored<ParticipantProfileInput>;
export type ProfileDtoOf = {
  organization: OrganizationProfileDto;
  venue: VenueProfileDto;
  professional: ProfessionalProfileDto;
  participant: ParticipantProfileDto;
};

export const ProfileResponse = profileEnvelope(ProfileDto);
export type ProfileResponseOf<K extends ProfileKind> = Omit<z.infer<typeof ProfileResponse>, 'profile'> & {
  profile: ProfileDtoOf[K] | null;
};
