// What routes use of the owner-side profile forms. Only re-exports.
export { EditProfileLink } from './EditProfileLink';
export { NextStepGuide } from './NextStepGuide';
export { ProfileEditor } from './ProfileEditor';
export { profileKeys, useProfileForm } from './queries';
