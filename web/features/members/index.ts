// What routes use of members: the directory's filters and toolbar, the member page, the premium highlights.
export { HighlightSection } from './HighlightSection';
export { hasMemberFilters, parseMemberFilters, serializeMemberFilters, toMemberQuery } from './memberFilters';
export { MemberProfile } from './MemberProfile';
export { MembersToolbar } from './MembersToolbar';
export { memberKeys, useMemberDetail, useMemberSearch, usePremiumHighlights } from './queries';
