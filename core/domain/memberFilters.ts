import { MEMBER_DEFAULT_SORT, MEMBER_SORT_KEYS } from '../schemas/members';
import { defineDirectoryFilters, textField } from './directoryFilters';

/**
 * Filter state of the members directory (/members, spec §2) and its URL form: q, city (a place name the
 * member gave, matched as text: members have no coordinates, so no location or radius), sort and view.
 */
const codec = defineDirectoryFilters({
  sorts: MEMBER_SORT_KEYS,
  defaultSort: MEMBER_DEFAULT_SORT,
  fields: { city: textField(80) },
});

/** The members directory's URL; a `location` in it is ignored (there is no radius search). */
export const memberFilters: typeof codec = {
  ...codec,
  parse: (params) => ({ ...codec.parse(params), location: '' }),
};

export type MemberFilterState = ReturnType<typeof codec.parse>;

/** The API query (core/schemas/members.ts): the texts when given and always the sort. */
export const toMemberQuery = (s: MemberFilterState): Record<string, string> => ({
  ...(s.q.trim() ? { q: s.q.trim() } : {}),
  ...(s.city ? { city: s.city } : {}),
  sort: s.sort,
});
