import type { Role } from '../../../core/domain/roles';
import type { BroadcastAudience, BroadcastDto } from '../../../core/schemas/broadcasts';
import nlBroadcasts from '../../../web/public/locales/nl/broadcasts.json';
import nlCommon from '../../../web/public/locales/nl/common.json';
import type { BroadcastRow } from './queries';

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** What the admin chose, read back from the row (kind + audience_filter). */
export const audienceOf = (row: Pick<BroadcastRow, 'audience' | 'audienceFilter'>): BroadcastAudience => {
  const f = row.audienceFilter;
  switch (row.audience) {
    case 'role':
      return { kind: 'role', role: f.role as Role };
    case 'radius':
      return { kind: 'radius', city: String(f.city ?? ''), radiusKm: Number(f.radiusKm ?? 0) };
    case 'followers':
      return { kind: 'followers', organizationId: String(f.organizationId ?? '') };
    default:
      return { kind: 'all' };
  }
};

/** The Dutch summary of an audience ('Iedereen', 'Rol: Organisatie', 'Binnen 25 km van Utrecht', …). */
export const audienceLabelOf = (row: Pick<BroadcastRow, 'audience' | 'audienceFilter'>): string => {
  const labels = nlBroadcasts.audienceLabel;
  const f = row.audienceFilter;
  switch (row.audience) {
    case 'role':
      return fill(labels.role, { role: nlCommon.roles[f.role as Role] ?? String(f.role) });
    case 'radius':
      return fill(labels.radius, { radiusKm: Number(f.radiusKm ?? 0), city: String(f.placeName ?? f.city) });
    case 'followers':
      return fill(labels.followers, { organization: String(f.organizationName ?? '') });
    default:
      return labels.all;
  }
};

export const presentBroadcast = (row: BroadcastRow, read: number): BroadcastDto => ({
  id: row.id,
  title: row.title,
  content: row.content,
  actionUrl: row.actionUrl,
  audience: audienceOf(row),
  audienceLabel: audienceLabelOf(row),
  status: row.status === 'sending' || row.status === 'failed' ? row.status : 'sent',
  reach: row.reach,
  read,
  readRate: row.reach > 0 ? Math.min(1, read / row.reach) : 0,
  sender: row.senderId ? { userId: row.senderId, name: row.senderName ?? '' } : null,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
