/**
 * The front door of modules/profiles: the owner-side management of one's organisation, venue, professional
 * and participant (member) profiles — the dashboard forms' reads, creates, updates and image uploads, for
 * owners, active team members and admins (audited). The public directories and profile pages live in their
 * own modules (venues, organisations, professionals, members).
 */
export { profileRoutes } from './routes';
export { profilesPolicy } from './policy';
