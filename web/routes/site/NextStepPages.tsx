import { NextStepGuide } from '@web/features/profiles';

/** /add-event: visitors to the organisation trial or login, organisers to the event form. */
export const AddEventPage = () => <NextStepGuide mode="event" />;
/** /create-profile: the profile kinds, each with the visitor's or member's next step. */
export const CreateProfilePage = () => <NextStepGuide mode="profile" />;
