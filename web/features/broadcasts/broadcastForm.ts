import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  BROADCAST_CONTENT_MAX,
  BROADCAST_RADIUS_KM_MAX,
  BROADCAST_TITLE_MAX,
} from '@core/domain/notifications';
import { ROLES, type Role } from '@core/domain/roles';
import type { BroadcastAudience, BroadcastBody } from '@core/schemas/broadcasts';

export const AUDIENCE_KINDS = ['all', 'role', 'radius', 'followers'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** What the form holds: every audience's fields at once, so switching kinds keeps what was typed. */
export type BroadcastFormValues = {
  title: string;
  content: string;
  actionUrl: string;
  audienceKind: AudienceKind;
  role: Role;
  city: string;
  radiusKm: number;
  organizationId: string;
  organizationName: string;
};

export const BROADCAST_FORM_DEFAULTS: BroadcastFormValues = {
  title: '',
  content: '',
  actionUrl: '',
  audienceKind: 'all',
  role: 'participant',
  city: '',
  radiusKm: 25,
  organizationId: '',
  organizationName: '',
};

/** The form's rules (the same as core/schemas/broadcasts.ts), with messages in the reader's language. */
export const broadcastFormSchema = (t: TFunction) =>
  z
    .object({
      title: z.string().trim().min(1, t('validation.title')).max(BROADCAST_TITLE_MAX),
      content: z.string().trim().min(1, t('validation.content')).max(BROADCAST_CONTENT_MAX),
      actionUrl: z
        .string()
        .trim()
        .max(300)
        .refine((v) => v === '' || /^\/(?!\/)/.test(v), t('validation.actionUrl')),
      audienceKind: z.enum(AUDIENCE_KINDS),
      role: z.enum(ROLES),
      city: z.string(),
      radiusKm: z.number({ error: t('validation.radiusKm', { max: BROADCAST_RADIUS_KM_MAX }) }),
      organizationId: z.string(),
      organizationName: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.audienceKind === 'radius' && v.city.trim().length < 2)
        ctx.addIssue({ code: 'custom', path: ['city'], message: t('validation.city') });
      if (
        v.audienceKind === 'radius' &&
        (!Number.isInteger(v.radiusKm) || v.radiusKm < 1 || v.radiusKm > BROADCAST_RADIUS_KM_MAX)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['radiusKm'],
          message: t('validation.radiusKm', { max: BROADCAST_RADIUS_KM_MAX }),
        });
      if (v.audienceKind === 'followers' && !v.organizationId)
        ctx.addIssue({ code: 'custom', path: ['organizationId'], message: t('validation.organization') });
    });

/** The audience the values describe, or null while it is incomplete (no reach to ask for yet). */
export const audienceFrom = (v: BroadcastFormValues): BroadcastAudience | null => {
  switch (v.audienceKind) {
    case 'all':
      return { kind: 'all' };
    case 'role':
      return { kind: 'role', role: v.role };
    case 'radius':
      return v.city.trim().length >= 2 &&
        Number.isInteger(v.radiusKm) &&
        v.radiusKm >= 1 &&
        v.radiusKm <= BROADCAST_RADIUS_KM_MAX
        ? { kind: 'radius', city: v.city.trim(), radiusKm: v.radiusKm }
        : null;
    case 'followers':
      return v.organizationId ? { kind: 'followers', organizationId: v.organizationId } : null;
  }
};

export const bodyFrom = (v: BroadcastFormValues): BroadcastBody | null => {
  const audience = audienceFrom(v);
  if (!audience) return null;
  return {
    title: v.title.trim(),
    content: v.content.trim(),
    actionUrl: v.actionUrl.trim() || null,
    audience,
  };
};
