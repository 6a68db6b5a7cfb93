/**
 * Slugs (spec §3): lowercase, accents removed, non-alphanumerics to single hyphens; profile and card slugs
 * add '-' plus the first segment of the id, so the id can be recovered from a trailing 8-hex or full UUID.
 */
export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** "Huis van Verbinding" + id "3f2a9c1d-…" → "huis-van-verbinding-3f2a9c1d". */
export const slugWithId = (name: string, id: string): string => {
  const base = slugify(name);
  const prefix = id.split('-')[0] ?? id;
  return base ? `${base}-${prefix}` : prefix;
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX8 = /(?:^|-)([0-9a-f]{8})$/i;

/** The id part a slug carries: a full UUID at the end, else a trailing 8-hex prefix; null when none. */
export const idFromSlug = (slug: string): { full: string } | { prefix: string } | null => {
  const full = UUID.exec(slug)?.[0];
  if (full) return { full: full.toLowerCase() };
  const prefix = HEX8.exec(slug)?.[1];
  return prefix ? { prefix: prefix.toLowerCase() } : null;
};

/** How a profile page is asked for: the id, the slug, or the first 8 hex of the id. */
export type ProfileLookup = { id: string } | { slug: string } | { idPrefix: string };

const FULL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The lookups a profile link asks for, in the order to try them (spec §3 slug rules, shared by every profile
 * type): 36 characters is the id (nothing when it is not a uuid); anything else is the slug, and when no
 * profile has that slug, a trailing full id or 8-hex id prefix still finds it, so a renamed profile's old link
 * keeps working.
 */
export const profileLookupsFor = (idOrSlug: string): ProfileLookup[] => {
  const value = idOrSlug.trim().toLowerCase();
  if (value.length === 36) return FULL_UUID.test(value) ? [{ id: value }] : [];
  const carried = idFromSlug(value);
  if (!carried) return [{ slug: value }];
  return [{ slug: value }, 'full' in carried ? { id: carried.full } : { idPrefix: carried.prefix }];
};

/** The first row a lookup finds, trying `profileLookupsFor(idOrSlug)` in order; null when none does. */
export const findProfileBy = async <T>(
  idOrSlug: string,
  select: (lookup: ProfileLookup) => Promise<T | null>,
): Promise<T | null> => {
  for (const lookup of profileLookupsFor(idOrSlug)) {
    const found = await select(lookup);
    if (found) return found;
  }
  return null;
};
