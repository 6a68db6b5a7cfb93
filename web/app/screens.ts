import { SCREENS, type ScreenDef } from '@core/domain/screens';

export {
  SCREENS,
  screenForPath,
  type PageId,
  type ScreenDef,
  type ScreenSection,
} from '@core/domain/screens';

const byKey = new Map(SCREENS.map((s) => [s.key, s]));

export const screenByKey = (key: string): ScreenDef | undefined => byKey.get(key);

/** The canonical URL of a screen, or null when every path needs a parameter. */
export const screenHref = (key: string): string | null => {
  const path = byKey.get(key)?.paths.find((p) => !p.includes(':'));
  return path ?? null;
};

/** Sidebar groups of the dashboard; keys refer to SCREENS. */
export const DASHBOARD_NAV: readonly { titleKey: string; keys: readonly string[] }[] = [
  {
    titleKey: 'nav.dashboard.general',
    keys: ['dashboard', 'dashOverview', 'dashAnalytics', 'dashMessages', 'dashNotifications'],
  },
  {
    titleKey: 'nav.dashboard.events',
    keys: [
      'dashEvents',
      'dashEventsUpcoming',
      'dashEventsPublished',
      'dashEventsDrafts',
      'dashEventsCancelled',
      'dashEventsExpired',
      'dashEventsTrash',
      'dashEventCreate',
    ],
  },
  {
    titleKey: 'nav.dashboard.profiles',
    keys: [
      'dashOrganizationProfile',
      'dashProfessionalProfile',
      'dashVenueProfile',
      'dashParticipantProfile',
      'dashOrganizations',
    ],
  },
  {
    titleKey: 'nav.dashboard.services',
    keys: [
      'dashServices',
      'dashAvailability',
      'dashVenueBookings',
      'dashVenueAvailability',
      'dashVenueReviews',
      'dashVenueAnalytics',
    ],
  },
  {
    titleKey: 'nav.dashboard.participant',
    keys: [
      'dashSaved',
      'dashTickets',
      'dashOrganizations',
      'dashRecommended',
      'dashInterests',
      'dashPersonalization',
      'dashReviews',
      'dashForum',
    ],
  },
  {
    titleKey: 'nav.dashboard.account',
    keys: [
      'dashSettings',
      'dashSettingsAccount',
      'dashSettingsSecurity',
      'dashSettingsPrivacy',
      'dashSettingsNotifications',
      'dashSettingsOrganization',
      'dashSettingsTeam',
      'dashPayments',
    ],
  },
];

/** Sidebar groups of the admin area. */
export const ADMIN_NAV: readonly { titleKey: string; keys: readonly string[] }[] = [
  { titleKey: 'nav.admin.overview', keys: ['admin', 'adminAnalytics', 'adminMonitoring'] },
  {
    titleKey: 'nav.admin.content',
    keys: [
      'adminUsers',
      'adminOrganizations',
      'adminEvents',
      'adminProfessionals',
      'adminVenues',
      'adminForum',
      'adminMessageReports',
      'adminCategories',
      'adminRoadmap',
    ],
  },
  {
    titleKey: 'nav.admin.create',
    keys: [
      'adminCreateEvent',
      'adminCreateOrganization',
      'adminCreateProfessional',
      'adminCreateVenue',
      'adminBulkUpload',
      'adminEventsBulkUpload',
    ],
  },
  {
    titleKey: 'nav.admin.operations',
    keys: [
      'adminHelpdesk',
      'adminBroadcast',
      'adminSubscriptions',
      'adminSettings',
      'adminEmailLogs',
      'adminStorage',
      'adminTestData',
      'adminAuditLog',
    ],
  },
];
