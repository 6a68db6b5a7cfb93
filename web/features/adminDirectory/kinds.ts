import type { AdminProfileType } from '@core/schemas/adminDirectory';

/** Where each profile kind lives in the admin area, on the public site and in the owner's dashboard. */
export type ProfileKind = {
  type: AdminProfileType;
  listPath: string;
  createPath: string;
  /** The admin detail screen (spec §2 has one for organisations only). */
  detailPath: ((id: string) => string) | null;
  publicPath: (slug: string) => string;
  /** The owner's profile form; an admin opens any profile there with ?id= (issue 11). */
  editPath: (id: string) => string;
};

export const PROFILE_KINDS: Record<AdminProfileType, ProfileKind> = {
  organization: {
    type: 'organization',
    listPath: '/admin/organisaties',
    createPath: '/admin/organisatie-aanmaken',
    detailPath: (id) => `/admin/organisatie/${id}`,
    publicPath: (slug) => `/organization/${slug}`,
    editPath: (id) => `/dashboard/organization/profiel?id=${id}`,
  },
  venue: {
    type: 'venue',
    listPath: '/admin/venues',
    createPath: '/admin/venue-aanmaken',
    detailPath: null,
    publicPath: (slug) => `/venues/${slug}`,
    editPath: (id) => `/dashboard/venue/profiel?id=${id}`,
  },
  professional: {
    type: 'professional',
    listPath: '/admin/professionals',
    createPath: '/admin/professional-aanmaken',
    detailPath: null,
    publicPath: (slug) => `/professionals/${slug}`,
    editPath: (id) => `/dashboard/professional/profiel?id=${id}`,
  },
};
