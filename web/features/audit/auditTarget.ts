/**
 * The admin screen an audit entry is about, where one exists (issue 16): an account, an event, an
 * organisation, the settings… null for kinds without a screen of their own.
 */
export const auditTargetHref = (targetType: string | null, targetId: string | null): string | null => {
  if (!targetType) return null;
  const id = targetId ? encodeURIComponent(targetId) : null;
  switch (targetType) {
    case 'user':
      return id ? `/admin/gebruiker/${id}` : null;
    case 'event':
      return id ? `/admin/evenement/${id}` : null;
    case 'organization':
    case 'organization_profile':
      return id ? `/admin/organisatie/${id}` : null;
    case 'site_settings':
      return '/admin/instellingen';
    case 'category':
      return '/admin/categorieen';
    case 'roadmap_item':
      return '/admin/roadmap';
    case 'broadcast':
      return '/admin/broadcast-notifications';
    case 'subscription':
      return '/admin/abonnementen';
    default:
      return null;
  }
};

export type DiffRow = { path: string; before: unknown; after: unknown };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before/after as the rows that changed: nested objects are compared field by field ('banner.text'), other
 * values as a whole. An entry without both sides gives no rows (its data is shown as details instead).
 */
export const auditDiff = (data: Record<string, unknown>): DiffRow[] => {
  if (!('before' in data) && !('after' in data)) return [];
  const walk = (before: unknown, after: unknown, path: string): DiffRow[] => {
    if (isPlainObject(before) && isPlainObject(after)) {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      return keys.flatMap((k) => walk(before[k], after[k], path ? `${path}.${k}` : k));
    }
    return same(before, after) ? [] : [{ path, before, after }];
  };
  return walk(data.before, data.after, '');
};

/** The entry's data without before/after: the other details (reason, plan, field…). */
export const auditDetails = (data: Record<string, unknown>): [string, unknown][] =>
  Object.entries(data).filter(([k]) => k !== 'before' && k !== 'after');

/** A value as one readable line: text as it is, empty as '—', the rest as JSON. */
export const auditValue = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};
