/** The front door of modules/admin: its routes for buildApp and the rules other modules build on. */
export { adminRoutes } from './routes';
export { testOutboxRoutes } from './testOutbox.routes';
export { adminPolicy } from './policy';
export { grantAdminByEmail } from './queries';
/** Suspension for other modules' moderation (messages: a reported conversation), with the admin rules. */
export { suspendUser } from './users';
/**
 * The audit log every admin action writes to (issue 16), in the caller's transaction. Convention: `action` is
 * 'domain.verb' ('category.create', 'event.cancel', 'settings.update'), `targetType`/`targetId` name what it is
 * about, and `data` holds `{ before, after }` for changes (plus any detail worth keeping).
 */
export { insertAudit as recordAudit, type AuditEntry } from './queries';
/** The audit entries about one target, newest first (an event's history on /admin/evenement/{eventId}). */
export { selectAuditHistory as auditHistoryOf } from './queries';
