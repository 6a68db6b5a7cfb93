import { z } from 'zod';
import { ROLES } from '../domain/roles';
import { BROADCAST_CONTENT_MAX, BROADCAST_RADIUS_KM_MAX, BROADCAST_TITLE_MAX } from '../domain/notifications';
import { paged } from './common';

/**
 * Admin broadcasts (issue 15, /admin/broadcast-notifications). One broadcast becomes one notification per member
 * of its audience (kind 'broadcast', type 'announcements'), written by one INSERT … SELECT, then delivered live
 * to open streams and by e-mail/push per the members' preferences.
 *
 * Endpoints (server/modules/broadcasts; admin only):
 *   POST /api/admin/broadcasts/reach     BroadcastAudience → BroadcastReach
 *   POST /api/admin/broadcasts           BroadcastBody → BroadcastDto (201)
 *   GET  /api/admin/broadcasts?page=     → BroadcastPage
 */

const uuid = z.string().uuid();

export const BroadcastAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('role'), role: z.enum(ROLES) }),
  z.object({
    kind: z.literal('radius'),
    /** A city of the gazetteer (server/integrations/geocoding). */
    city: z.string().trim().min(2).max(80),
    radiusKm: z.coerce.number().int().min(1).max(BROADCAST_RADIUS_KM_MAX),
  }),
  z.object({ kind: z.literal('followers'), organizationId: uuid }),
]);
export type BroadcastAudience = z.infer<typeof BroadcastAudience>;

export const BroadcastReach = z.object({ reach: z.number().int() });
export type BroadcastReach = z.infer<typeof BroadcastReach>;

export const BroadcastBody = z.object({
  title: z.string().trim().min(1, 'Geef een titel.').max(BROADCAST_TITLE_MAX),
  content: z.string().trim().min(1, 'Schrijf een bericht.').max(BROADCAST_CONTENT_MAX),
  /** Optional link inside Kring ('/events', '/community/…'). */
  actionUrl: z
    .string()
    .trim()
    .regex(/^\/(?!\/)/, 'Gebruik een link binnen Kring, beginnend met /.')
    .max(300)
    .nullish(),
  audience: BroadcastAudience,
});
export type BroadcastBody = z.infer<typeof BroadcastBody>;

export const BroadcastDto = z.object({
  id: uuid,
  title: z.string(),
  content: z.string(),
  actionUrl: z.string().nullable(),
  audience: BroadcastAudience,
  /** Human summary of the audience in Dutch ('Iedereen', 'Rol: Organisatie', 'Binnen 25 km van Utrecht', …). */
  audienceLabel: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  reach: z.number().int(),
  read: z.number().int(),
  /** read / reach, 0..1 (0 when reach is 0). */
  readRate: z.number(),
  sender: z.object({ userId: uuid, name: z.string() }).nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BroadcastDto = z.infer<typeof BroadcastDto>;

export const BroadcastPage = paged(BroadcastDto);
export type BroadcastPage = z.infer<typeof BroadcastPage>;
