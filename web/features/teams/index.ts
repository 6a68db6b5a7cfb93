export { OrganizationProfileForm } from './OrganizationProfileForm';
export { useInvitationPreview, useOrganizationProfile, useTeams } from './queries';
export { TeamCard } from './TeamCard';
export { TeamInvitationPanel } from './TeamInvitationPanel';
