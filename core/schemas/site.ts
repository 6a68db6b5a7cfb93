import { z } from 'zod';

export const ROADMAP_STATUSES = ['planned', 'in_progress', 'done'] as const;

export const RoadmapItemDto = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(ROADMAP_STATUSES),
  category: z.string(),
  targetQuarter: z.string().nullable(),
  votes: z.number().int(),
});
export type RoadmapItemDto = z.infer<typeof RoadmapItemDto>;
export const RoadmapResponse = z.object({ items: z.array(RoadmapItemDto) });
export type RoadmapResponse = z.infer<typeof RoadmapResponse>;

export const SiteStatsDto = z.object({
  upcomingEvents: z.number().int(),
  organizations: z.number().int(),
  venues: z.number().int(),
  professionals: z.number().int(),
  members: z.number().int(),
  cities: z.number().int(),
});
export type SiteStatsDto = z.infer<typeof SiteStatsDto>;

/** Contact form: messages are validated here and again on the server (same schema). */
export const ContactBody = z.object({
  name: z.string().trim().min(2, 'Vul je naam in.').max(120, 'Je naam is te lang.'),
  email: z.string().trim().email('Vul een geldig e-mailadres in.').max(254),
  subject: z.string().trim().min(3, 'Vul een onderwerp in.').max(150, 'Het onderwerp is te lang.'),
  message: z
    .string()
    .trim()
    .min(10, 'Je bericht is te kort (minimaal 10 tekens).')
    .max(5000, 'Je bericht is te lang (maximaal 5000 tekens).'),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactResponse = z.object({ id: z.string().uuid(), received: z.literal(true) });
export type ContactResponse = z.infer<typeof ContactResponse>;

/** GET /api/site/test-pages (issue 17): whether this viewer may open the showcase pages (core/domain/testPages.ts). */
export const TestPagesAccessDto = z.object({ visible: z.boolean() });
export type TestPagesAccessDto = z.infer<typeof TestPagesAccessDto>;
