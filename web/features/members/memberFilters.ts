import { DIRECTORY_VIEWS } from '@core/domain/venueFilters';
import { MEMBER_DEFAULT_SORT, MEMBER_SORT_KEYS, type MemberSortKey } from '@core/schemas/members';

/** /members filters as the URL keeps them: q, city, sort, view (grid or list). */
export type MemberFilterState = {
  q: string;
  city: string;
  sort: MemberSortKey;
  view: (typeof DIRECTORY_VIEWS)[number];
};

export const parseMemberFilters = (params: URLSearchParams): MemberFilterState => {
  const sort = params.get('sort') as MemberSortKey;
  const view = params.get('view') as MemberFilterState['view'];
  return {
    q: params.get('q')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    sort: MEMBER_SORT_KEYS.includes(sort) ? sort : MEMBER_DEFAULT_SORT,
    view: DIRECTORY_VIEWS.includes(view) ? view : 'grid',
  };
};

export const serializeMemberFilters = (s: MemberFilterState): string => {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.city) params.set('city', s.city);
  if (s.sort !== MEMBER_DEFAULT_SORT) params.set('sort', s.sort);
  if (s.view !== 'grid') params.set('view', s.view);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const hasMemberFilters = (s: MemberFilterState): boolean => s.q !== '' || s.city !== '';

export const toMemberQuery = (s: MemberFilterState): Record<string, string> => ({
  ...(s.q ? { q: s.q } : {}),
  ...(s.city ? { city: s.city } : {}),
  sort: s.sort,
});
