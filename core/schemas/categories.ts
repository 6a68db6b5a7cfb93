import { z } from 'zod';

export const SubtypeDto = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  eventCount: z.number().int(),
});
export type SubtypeDto = z.infer<typeof SubtypeDto>;

/** A main event type with the subtypes that hang under it (event_category_parents). */
export const MainCategoryDto = SubtypeDto.extend({
  iconUrl: z.string().nullable(),
  showGeneralSubtypes: z.boolean(),
  subtypes: z.array(SubtypeDto),
});
export type MainCategoryDto = z.infer<typeof MainCategoryDto>;

export const CategoryTreeResponse = z.object({ items: z.array(MainCategoryDto) });
export type CategoryTreeResponse = z.infer<typeof CategoryTreeResponse>;

/** A category icon: an image URL (https or a path on this site) or a Lucide icon name ('music', 'heart-pulse'). */
const IconField = z
  .string()
  .trim()
  .max(500, 'Het icoon is te lang (maximaal 500 tekens).')
  .refine(
    (v) => v === '' || /^https:\/\/\S+$/.test(v) || /^\/[^\s]*$/.test(v) || /^[a-z0-9-]{1,40}$/.test(v),
    'Geef een icoon-URL (https://… of /…) of een icoonnaam (kleine letters en streepjes).',
  )
  .transform((v) => (v === '' ? null : v));

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The editable fields of a category (/admin/categorieen), without defaults (an edit sends only some). */
const CategoryFields = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Vul een naam in (minimaal 2 tekens).')
    .max(80, 'De naam is te lang (maximaal 80 tekens).'),
  slug: z
    .string()
    .trim()
    .min(2, 'Vul een slug in (minimaal 2 tekens).')
    .max(80, 'De slug is te lang (maximaal 80 tekens).')
    .regex(SLUG_PATTERN, 'Een slug bestaat uit kleine letters, cijfers en streepjes.'),
  description: z
    .string()
    .trim()
    .max(500, 'De omschrijving is te lang (maximaal 500 tekens).')
    .nullable()
    .transform((v) => (v ? v : null)),
  isMainCategory: z.boolean(),
  parents: z
    .array(z.string().trim().regex(SLUG_PATTERN, 'Kies een bestaand hoofdtype.'))
    .max(20, 'Kies maximaal 20 hoofdtypes.'),
  iconUrl: IconField.nullable(),
  isActive: z.boolean(),
  showGeneralSubtypes: z.boolean(),
  sortOrder: z.number().int('Geef een heel getal.').min(-10_000).max(10_000),
});

/** A new category: name and slug required; main types have no parents, a subtype needs at least one. */
export const CategoryCreateBody = CategoryFields.extend({
  description: CategoryFields.shape.description.default(null),
  isMainCategory: CategoryFields.shape.isMainCategory.default(false),
  parents: CategoryFields.shape.parents.default([]),
  iconUrl: CategoryFields.shape.iconUrl.default(null),
  isActive: CategoryFields.shape.isActive.default(true),
  showGeneralSubtypes: CategoryFields.shape.showGeneralSubtypes.default(false),
  sortOrder: CategoryFields.shape.sortOrder.default(0),
}).refine((v) => v.isMainCategory || v.parents.length > 0, {
  message: 'Kies minstens één hoofdtype voor een subtype.',
  path: ['parents'],
});
export type CategoryCreateBody = z.infer<typeof CategoryCreateBody>;

/** A partial edit: only the fields sent change. */
export const CategoryUpdateBody = CategoryFields.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Er is niets om op te slaan.',
);
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBody>;

/** New order of a group of siblings (main types, or the subtypes of one main type): ids first to last. */
export const CategoryReorderBody = z.object({
  ids: z.array(z.string().uuid()).min(1).max(500),
});
export type CategoryReorderBody = z.infer<typeof CategoryReorderBody>;

export const AdminCategoryDto = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isMainCategory: z.boolean(),
  parents: z.array(z.string()),
  iconUrl: z.string().nullable(),
  isActive: z.boolean(),
  showGeneralSubtypes: z.boolean(),
  sortOrder: z.number().int(),
  /** Published, not deleted events linked by main type, subtype or mapping. */
  eventCount: z.number().int(),
  /** Any event (any status) or subtype refers to it: it can only be deactivated. */
  inUse: z.boolean(),
});
export type AdminCategoryDto = z.infer<typeof AdminCategoryDto>;

/** Every category, main types first in their order; the web builds the tree from `parents`. */
export const AdminCategoryList = z.object({ items: z.array(AdminCategoryDto) });
export type AdminCategoryList = z.infer<typeof AdminCategoryList>;
