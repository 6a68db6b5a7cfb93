/** Profiles a user can save besides events (spec §3 venue_favorites, professional_favorites). */
export const PROFILE_SAVE_KINDS = ['venue', 'professional'] as const;
export type ProfileSaveKind = (typeof PROFILE_SAVE_KINDS)[number];
/** The URL segment of each kind: /api/me/favorites/{venues|professionals}/:id. */
export const PROFILE_SAVE_PATHS = { venue: 'venues', professional: 'professionals' } as const;
