import { PROFILE_INPUTS, type ProfileDtoOf, type ProfileKind } from '../../../core/schemas/profiles';
import { sanitizeDescription } from '../../http/sanitizeHtml';
import type { AnyProfileRow, RowOf } from './queries';

/** Fields that stay null when empty (numbers, a foreign key); every other empty text reads as ''. */
const NULLABLE = new Set([
  'latitude',
  'longitude',
  'establishedYear',
  'maxCapacity',
  'dailyRate',
  'professionalTypeId',
]);
/** Organisers' HTML: sanitised on the way out, whatever an older write stored. */
const HTML = new Set(['description', 'organizationDescription']);

/** A stored row as its form reads it: the kind's input fields, id, updatedAt (organisations: counters). */
export const presentProfile = <K extends ProfileKind>(kind: K, row: RowOf[K]): ProfileDtoOf[K] => {
  const source = row as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { id: row.id, updatedAt: row.updatedAt.toISOString() };
  for (const key of Object.keys(PROFILE_INPUTS[kind].shape)) {
    const value = source[key];
    if (HTML.has(key)) out[key] = sanitizeDescription(value as string | null) ?? '';
    else out[key] = value === null || value === undefined ? (NULLABLE.has(key) ? null : '') : value;
  }
  if (kind === 'organization') {
    const org = row as RowOf['organization'];
    out.memberCount = org.memberCount;
    out.eventCount = org.eventCount;
  }
  return out as ProfileDtoOf[K];
};

/** The public page of a profile (spec §2 card targets). */
export const publicPathOf = (kind: ProfileKind, row: AnyProfileRow): string => {
  const r = row as { slug?: string | null; username?: string | null; id: string };
  switch (kind) {
    case 'organization':
      return `/organisatie/${r.slug ?? r.id}`;
    case 'venue':
      return `/venues/${r.slug ?? r.id}`;
    case 'professional':
      return `/professionals/${r.slug ?? r.id}`;
    default:
      return `/member/${r.username ?? r.id}`;
  }
};
