export { CreateProfileForm } from './CreateProfileForm';
export { FlagBadges } from './FlagBadges';
export { PROFILE_KINDS } from './kinds';
export { ProfileDetail } from './ProfileDetail';
export { ProfileDirectory } from './ProfileDirectory';
export { useAdminProfile, useAdminProfiles } from './queries';
