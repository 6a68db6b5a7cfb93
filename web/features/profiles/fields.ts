import type { ProfileImageKind, ProfileKind } from '@core/schemas/profiles';

export type FieldType =
  'text' | 'textarea' | 'url' | 'email' | 'number' | 'list' | 'links' | 'switch' | 'slug' | 'select';

export type FieldDef = { name: string; type: FieldType; options?: readonly string[]; wide?: boolean };
export type ImageDef = { name: string; imageKind: ProfileImageKind };
export type SectionDef = { id: string; fields: FieldDef[]; images?: ImageDef[]; gallery?: boolean };

const f = (name: string, type: FieldType = 'text', extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type,
  ...extra,
});
const DISPLAY = f('galleryDisplayMode', 'select', { options: ['cover', 'grid', 'carousel'] });

/** The form of each kind, in Dutch sections (labels: profiles:fields.{name}); spec §3 fields. */
export const SECTIONS: Record<ProfileKind, SectionDef[]> = {
  organization: [
    {
      id: 'basics',
      fields: [
        f('organizationName'),
        f('slug', 'slug'),
        f('title'),
        f('tagline'),
        f('establishedYear', 'number'),
        f('categories', 'list'),
      ],
    },
    { id: 'about', fields: [f('description', 'textarea'), f('organizationDescription', 'textarea')] },
    {
      id: 'contact',
      fields: [
        f('websiteUrl', 'url'),
        f('contactEmail', 'email'),
        f('phone'),
        f('address'),
        f('city'),
        f('country'),
      ],
    },
    { id: 'social', fields: [f('facebookUrl', 'url'), f('instagramUrl', 'url'), f('linktreeUrl', 'url')] },
    {
      id: 'media',
      images: [
        { name: 'coverImageUrl', imageKind: 'cover' },
        { name: 'logoUrl', imageKind: 'logo' },
      ],
      gallery: true,
      fields: [DISPLAY, f('profileImageUrl', 'url'), f('organizationImageUrl', 'url')],
    },
    {
      id: 'video',
      fields: [
        f('videoUrl', 'url'),
        f('videoEmbedUrl', 'url'),
        f('video2Url', 'url'),
        f('video2EmbedUrl', 'url'),
      ],
    },
  ],
  venue: [
    {
      id: 'basics',
      fields: [
        f('name'),
        f('slug', 'slug'),
        f('venueType', 'list'),
        f('maxCapacity', 'number'),
        f('dailyRate', 'number'),
        f('tags', 'list'),
      ],
    },
    { id: 'about', fields: [f('description', 'textarea'), f('uniqueFeatures', 'list')] },
    { id: 'location', fields: [f('address'), f('city'), f('country')] },
    {
      id: 'facilities',
      fields: [
        f('amenities', 'list'),
        f('facilities', 'list'),
        f('technicalEquipment', 'list'),
        f('accessibilityFeatures', 'list'),
      ],
    },
    { id: 'owner', fields: [f('ownerName'), f('ownerEmail', 'email')] },
    {
      id: 'media',
      images: [
        { name: 'coverImageUrl', imageKind: 'cover' },
        { name: 'profileImageUrl', imageKind: 'logo' },
      ],
      gallery: true,
      fields: [DISPLAY],
    },
  ],
  professional: [
    {
      id: 'basics',
      fields: [
        f('businessName'),
        f('slug', 'slug'),
        f('professionalTitle'),
        f('city'),
        f('priceRange'),
        f('status', 'select', { options: ['published', 'draft'] }),
      ],
    },
    {
      id: 'about',
      fields: [
        f('bio', 'textarea'),
        f('specialties', 'list'),
        f('targetSetting', 'list'),
        f('educationExperience', 'textarea'),
        f('workSchedule', 'textarea'),
        f('requirementsRider', 'textarea'),
        f('gender'),
      ],
    },
    {
      id: 'availability',
      fields: [
        f('availableForOnline', 'switch'),
        f('availableForInPerson', 'switch'),
        f('externalLinks', 'links'),
      ],
    },
    { id: 'media', images: [{ name: 'profileImageUrl', imageKind: 'logo' }], fields: [] },
  ],
  participant: [
    {
      id: 'basics',
      fields: [f('fullName'), f('username'), f('city'), f('location'), f('isPublic', 'switch')],
    },
    { id: 'about', fields: [f('bio', 'textarea'), f('interests', 'list')] },
    { id: 'media', images: [{ name: 'avatarUrl', imageKind: 'logo' }], fields: [] },
  ],
};

/** The field that names the profile (the create form needs it; organisations: 'Organization name is required'). */
export const NAME_FIELD: Record<ProfileKind, string> = {
  organization: 'organizationName',
  venue: 'name',
  professional: 'businessName',
  participant: 'fullName',
};

const allFields = (kind: ProfileKind) => SECTIONS[kind].flatMap((s) => s.fields);
const imageNames = (kind: ProfileKind) => SECTIONS[kind].flatMap((s) => (s.images ?? []).map((i) => i.name));
const hasGallery = (kind: ProfileKind) => SECTIONS[kind].some((s) => s.gallery);

export type FormValues = Record<string, string | boolean | string[]>;
type Link = { label: string; url: string };

/** Stored profile → what the inputs hold (lists one item per line, numbers as text). */
export const toFormValues = (kind: ProfileKind, profile: Record<string, unknown> | null): FormValues => {
  const values: FormValues = {};
  for (const field of allFields(kind)) {
    const value = profile?.[field.name];
    if (field.type === 'list') values[field.name] = Array.isArray(value) ? value.join('\n') : '';
    else if (field.type === 'links')
      values[field.name] = Array.isArray(value)
        ? (value as Link[]).map((l) => `${l.label} | ${l.url}`).join('\n')
        : '';
    else if (field.type === 'switch')
      values[field.name] = value === undefined ? field.name !== 'availableForOnline' : Boolean(value);
    else if (field.type === 'select')
      values[field.name] = typeof value === 'string' && value ? value : (field.options?.[0] ?? '');
    else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  for (const name of imageNames(kind))
    values[name] = typeof profile?.[name] === 'string' ? (profile[name] as string) : '';
  if (hasGallery(kind))
    values.galleryImages = Array.isArray(profile?.galleryImages) ? (profile.galleryImages as string[]) : [];
  return values;
};

const lines = (value: unknown): string[] =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the inputs hold → the API body (the same shape core/schemas/profiles validates). */
export const toBody = (kind: ProfileKind, values: FormValues): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of allFields(kind)) {
    const value = values[field.name];
    if (field.type === 'list') body[field.name] = lines(value);
    else if (field.type === 'links')
      body[field.name] = lines(value).map((line) => {
        const [label = '', ...rest] = line.split('|');
        return rest.length
          ? { label: label.trim(), url: rest.join('|').trim() }
          : { label: '', url: label.trim() };
      });
    else if (field.type === 'number')
      body[field.name] = String(value ?? '').trim() === '' ? null : Number(String(value).replace(',', '.'));
    else if (field.type === 'switch') body[field.name] = Boolean(value);
    else body[field.name] = typeof value === 'string' ? value : '';
  }
  for (const name of imageNames(kind)) body[name] = values[name] ?? '';
  if (hasGallery(kind)) body.galleryImages = values.galleryImages ?? [];
  // An empty slug keeps the current one (a new profile gets one from its name).
  if (body.slug === '') delete body.slug;
  return body;
};
