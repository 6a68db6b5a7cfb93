import { ProfileEditor } from '@web/features/profiles';

/** /dashboard/organization/profiel (and /dashboard/profiel): the organisation profile form. */
export const OrganizationProfilePage = () => <ProfileEditor kind="organization" />;
/** /dashboard/venue/profiel: the venue profile form. */
export const VenueProfilePage = () => <ProfileEditor kind="venue" />;
/** /dashboard/professional/profiel (and /dashboard/profile): the professional profile form. */
export const ProfessionalProfilePage = () => <ProfileEditor kind="professional" />;
/** /dashboard/participant/profiel: the member profile form. */
export const ParticipantProfilePage = () => <ProfileEditor kind="participant" />;
