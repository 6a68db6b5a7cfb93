/** The admin's event screens (core/domain/screens.ts). */
export const ADMIN_EVENTS_PATH = '/admin/evenementen';
export const ADMIN_CREATE_EVENT_PATH = '/admin/evenement-aanmaken';
export const adminEventPath = (id: string): string => `/admin/evenement/${encodeURIComponent(id)}`;
