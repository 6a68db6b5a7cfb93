/** The front door of modules/admin: its routes for buildApp and the rules other modules build on. */
export { adminRoutes } from './routes';
export { testOutboxRoutes } from './testOutbox.routes';
export { adminPolicy } from './policy';
export { grantAdminByEmail } from './queries';
/** Suspension for other modules' moderation (messages: a reported conversation), with the admin rules. */
export { suspendUser } from './users';
