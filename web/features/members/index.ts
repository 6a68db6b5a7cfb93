// What routes use of members: the directory's filter field, the member page, the premium highlights.
export { HighlightSection } from './HighlightSection';
export { MemberFilterFields } from './MemberFilterFields';
export { MemberProfile } from './MemberProfile';
export { memberKeys, useMemberDetail, useMemberSearch, usePremiumHighlights } from './queries';
