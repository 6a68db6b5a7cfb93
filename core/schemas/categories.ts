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
