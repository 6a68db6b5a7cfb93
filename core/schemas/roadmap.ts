import { z } from 'zod';
import { ROADMAP_STATUSES, RoadmapItemDto } from './site';

export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** The editable fields of a roadmap item (/admin/roadmap). */
const RoadmapFields = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Vul een titel in (minimaal 3 tekens).')
    .max(120, 'De titel is te lang (maximaal 120 tekens).'),
  description: z
    .string()
    .trim()
    .min(10, 'Vul een omschrijving in (minimaal 10 tekens).')
    .max(2000, 'De omschrijving is te lang (maximaal 2000 tekens).'),
  status: z.enum(ROADMAP_STATUSES, { message: 'Kies een status.' }),
  category: z
    .string()
    .trim()
    .min(2, 'Vul een categorie in.')
    .max(40, 'De categorie is te lang (maximaal 40 tekens).'),
  targetQuarter: z
    .string()
    .trim()
    .regex(/^(\d{4}-Q[1-4])?$/, 'Schrijf het kwartaal als 2027-Q1.')
    .max(7)
    .nullable()
    .transform((v) => (v ? v : null)),
  sortOrder: z.number().int('Geef een heel getal.').min(-10_000).max(10_000),
});

/** A new item; without an order it goes to the end of its column. */
export const RoadmapCreateBody = RoadmapFields.extend({
  targetQuarter: RoadmapFields.shape.targetQuarter.optional().transform((v) => v ?? null),
  sortOrder: RoadmapFields.shape.sortOrder.optional(),
});
export type RoadmapCreateBody = z.infer<typeof RoadmapCreateBody>;

export const RoadmapUpdateBody = RoadmapFields.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Er is niets om op te slaan.',
);
export type RoadmapUpdateBody = z.infer<typeof RoadmapUpdateBody>;

/** New order of the items of one status column: ids first to last. */
export const RoadmapReorderBody = z.object({
  status: z.enum(ROADMAP_STATUSES),
  ids: z.array(z.string().uuid()).min(1).max(500),
});
export type RoadmapReorderBody = z.infer<typeof RoadmapReorderBody>;

export const AdminRoadmapItemDto = RoadmapItemDto.extend({
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRoadmapItemDto = z.infer<typeof AdminRoadmapItemDto>;

/** Every item in board order (status, then order); a roadmap is a short curated list, so one page. */
export const AdminRoadmapList = z.object({ items: z.array(AdminRoadmapItemDto) });
export type AdminRoadmapList = z.infer<typeof AdminRoadmapList>;

/** The items the signed-in member voted for (/roadmap). */
export const RoadmapMyVotes = z.object({ itemIds: z.array(z.string().uuid()) });
export type RoadmapMyVotes = z.infer<typeof RoadmapMyVotes>;

/** After a vote or its withdrawal: the member's state and the kept count. */
export const RoadmapVoteResult = z.object({
  itemId: z.string().uuid(),
  voted: z.boolean(),
  votes: z.number().int(),
});
export type RoadmapVoteResult = z.infer<typeof RoadmapVoteResult>;
