import i18next from 'i18next';
import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { AppSplash } from './AppSplash';
import { MembersOnlyGuard, SectionGuard } from './guards/Guards';
import { RootLayout } from './layouts/RootLayout';
import { PAGE_ASSETS, type ServerPageId } from '@core/domain/pageAssets';
import { REDIRECTS } from '@core/domain/screens';
import { loadRouteModule } from '@web/lib/lazyRoute';
import { RouteErrorPage } from './RouteErrorPage';
import { SCREENS, type PageId, type ScreenDef, type ScreenSection } from './screens';

/** What a route tells the shell about itself (read with useMatches). */
export type RouteHandle = { screen?: string; section?: ScreenSection };

type LazyModule = { Component: ComponentType };

/**
 * Loads a route module together with its translation namespaces, so the page never flashes raw keys. `load`
 * imports the module and `name` names its page component: the chunk's retries (spec §8/§9) may import the
 * module again under a fresh address, and then take the same export from it.
 */
const withNamespaces =
  <K extends string>(namespaces: readonly string[], load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async (): Promise<LazyModule> => {
    const [module] = await Promise.all([
      loadRouteModule(load, name),
      i18next.loadNamespaces([...namespaces]),
    ]);
    return module;
  };

/** A server-rendered page: its namespaces are the ones the server preloads with its HTML (core/domain/pageAssets.ts). */
const pageLoader = <K extends string>(
  page: ServerPageId,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) => withNamespaces(PAGE_ASSETS[page].namespaces, load, name);

const PAGE_LOADERS: Record<PageId, () => Promise<LazyModule>> = {
  landing: pageLoader('landing', () => import('@web/routes/LandingPage'), 'LandingPage'),
  events: pageLoader('events', () => import('@web/routes/events/EventsPage'), 'EventsPage'),
  about: pageLoader('about', () => import('@web/routes/site/AboutPage'), 'AboutPage'),
  contact: pageLoader('contact', () => import('@web/routes/site/ContactPage'), 'ContactPage'),
  privacy: pageLoader('privacy', () => import('@web/routes/site/PrivacyPage'), 'PrivacyPage'),
  terms: pageLoader('terms', () => import('@web/routes/site/TermsPage'), 'TermsPage'),
  roadmap: pageLoader('roadmap', () => import('@web/routes/site/RoadmapPage'), 'RoadmapPage'),
  login: withNamespaces(['screens', 'accounts'], () => import('@web/routes/auth/LoginPage'), 'LoginPage'),
  trial: withNamespaces(['screens', 'accounts'], () => import('@web/routes/auth/TrialPage'), 'TrialPage'),
  forgotPassword: withNamespaces(
    ['screens', 'accounts'],
    () => import('@web/routes/auth/ForgotPasswordPage'),
    'ForgotPasswordPage',
  ),
  authCallback: withNamespaces(
    ['screens', 'accounts'],
    () => import('@web/routes/auth/AuthCallbackPage'),
    'AuthCallbackPage',
  ),
  suspended: withNamespaces(['accounts'], () => import('@web/routes/auth/SuspendedPage'), 'SuspendedPage'),
  settings: withNamespaces(
    ['screens', 'accounts', 'settings'],
    () => import('@web/routes/settings/SettingsPage'),
    'SettingsPage',
  ),
  settingsAccount: withNamespaces(
    ['screens', 'accounts', 'settings'],
    () => import('@web/routes/settings/AccountSettingsPage'),
    'AccountSettingsPage',
  ),
  settingsSecurity: withNamespaces(
    ['screens', 'accounts', 'settings', 'security', 'errors'],
    () => import('@web/routes/settings/SecuritySettingsPage'),
    'SecuritySettingsPage',
  ),
  settingsPrivacy: withNamespaces(
    ['screens', 'accounts', 'settings'],
    () => import('@web/routes/settings/PrivacySettingsPage'),
    'PrivacySettingsPage',
  ),
  settingsNotifications: withNamespaces(
    ['screens', 'accounts', 'settings', 'push'],
    () => import('@web/routes/settings/NotificationSettingsPage'),
    'NotificationSettingsPage',
  ),
  settingsOrganization: withNamespaces(
    ['screens', 'accounts', 'settings', 'teams', 'errors'],
    () => import('@web/routes/settings/OrganizationSettingsPage'),
    'OrganizationSettingsPage',
  ),
  settingsTeam: withNamespaces(
    ['screens', 'accounts', 'settings', 'teams'],
    () => import('@web/routes/settings/TeamSettingsPage'),
    'TeamSettingsPage',
  ),
  teamInvite: withNamespaces(
    ['screens', 'accounts', 'settings', 'teams', 'errors'],
    () => import('@web/routes/teams/TeamInvitePage'),
    'TeamInvitePage',
  ),
  unsubscribe: withNamespaces(
    ['screens', 'accounts', 'settings', 'errors'],
    () => import('@web/routes/settings/UnsubscribePage'),
    'UnsubscribePage',
  ),
  adminUsers: withNamespaces(
    ['screens', 'accounts', 'settings', 'admin'],
    () => import('@web/routes/admin/AdminUsersPage'),
    'AdminUsersPage',
  ),
  adminUserDetail: withNamespaces(
    ['screens', 'accounts', 'settings', 'admin', 'purity'],
    () => import('@web/routes/admin/AdminUserDetailPage'),
    'AdminUserDetailPage',
  ),
  adminSubscriptions: withNamespaces(
    ['screens', 'admin', 'payments', 'errors'],
    () => import('@web/routes/admin/AdminSubscriptionsPage'),
    'AdminSubscriptionsPage',
  ),
  adminEmailLogs: withNamespaces(
    ['screens', 'accounts', 'settings', 'admin', 'errors'],
    () => import('@web/routes/admin/AdminEmailLogsPage'),
    'AdminEmailLogsPage',
  ),
  adminBroadcast: withNamespaces(
    ['screens', 'admin', 'broadcasts', 'common', 'errors'],
    () => import('@web/routes/admin/AdminBroadcastPage'),
    'AdminBroadcastPage',
  ),
  adminCategories: withNamespaces(
    ['screens', 'admin', 'adminCategories', 'errors'],
    () => import('@web/routes/admin/AdminCategoriesPage'),
    'AdminCategoriesPage',
  ),
  adminRoadmap: withNamespaces(
    ['screens', 'admin', 'adminRoadmap', 'roadmap', 'errors'],
    () => import('@web/routes/admin/AdminRoadmapPage'),
    'AdminRoadmapPage',
  ),
  adminSettings: withNamespaces(
    ['screens', 'admin', 'siteSettings', 'audit', 'common', 'errors'],
    () => import('@web/routes/admin/AdminSettingsPage'),
    'AdminSettingsPage',
  ),
  adminAuditLog: withNamespaces(
    ['screens', 'admin', 'audit', 'common', 'errors'],
    () => import('@web/routes/admin/AdminAuditLogPage'),
    'AdminAuditLogPage',
  ),
  adminMonitoring: withNamespaces(
    ['screens', 'admin', 'monitoring', 'errors'],
    () => import('@web/routes/admin/AdminMonitoringPage'),
    'AdminMonitoringPage',
  ),
  adminDashboard: withNamespaces(
    ['screens', 'admin', 'insights', 'errors'],
    () => import('@web/routes/admin/AdminDashboardPage'),
    'AdminDashboardPage',
  ),
  adminAnalytics: withNamespaces(
    ['screens', 'admin', 'insights', 'analytics', 'errors'],
    () => import('@web/routes/admin/AdminAnalyticsPage'),
    'AdminAnalyticsPage',
  ),
  adminStorage: withNamespaces(
    ['screens', 'admin', 'storage', 'common', 'errors'],
    () => import('@web/routes/admin/AdminStoragePage'),
    'AdminStoragePage',
  ),
  adminPurityTest: withNamespaces(
    ['screens', 'admin', 'purity', 'common', 'errors'],
    () => import('@web/routes/admin/AdminPurityTestPage'),
    'AdminPurityTestPage',
  ),
  adminTestData: withNamespaces(
    ['screens', 'admin', 'testData', 'errors'],
    () => import('@web/routes/admin/AdminTestDataPage'),
    'AdminTestDataPage',
  ),
  adminOrganizations: withNamespaces(
    ['screens', 'admin', 'adminDirectory', 'errors'],
    () => import('@web/routes/admin/AdminProfilePages'),
    'AdminOrganizationsPage',
  ),
  adminVenues: withNamespaces(
    ['screens', 'admin', 'adminDirectory', 'errors'],
    () => import('@web/routes/admin/AdminProfilePages'),
    'AdminVenuesPage',
  ),
  adminProfessionals: withNamespaces(
    ['screens', 'admin', 'adminDirectory', 'errors'],
    () => import('@web/routes/admin/AdminProfilePages'),
    'AdminProfessionalsPage',
  ),
  adminOrganizationDetail: withNamespaces(
    ['screens', 'admin', 'adminDirectory', 'reviews', 'errors'],
    () => import('@web/routes/admin/AdminOrganizationDetailPage'),
    'AdminOrganizationDetailPage',
  ),
  adminCreateOrganization: withNamespaces(
    ['screens', 'admin', 'adminDirectory', 'errors'],
    () => import('@web/routes/admin/AdminProfilePages'),
    'AdminCreateOrganizationPage',
  ),
  adminCreateVenue: withNamespaces(
    ['screens', 'admin', 'adminDirectory', 'errors'],
    () => import('@web/routes/admin/AdminProfilePages'),
    'AdminCreateVenuePage',
  ),
  adminCreateProfessional: withNamespaces(
    ['screens', 'admin', 'adminDirectory', 'errors'],
    () => import('@web/routes/admin/AdminProfilePages'),
    'AdminCreateProfessionalPage',
  ),
  adminEvents: withNamespaces(
    ['screens', 'admin', 'adminEvents', 'errors'],
    () => import('@web/routes/admin/AdminEventsPage'),
    'AdminEventsPage',
  ),
  adminEventDetail: withNamespaces(
    ['screens', 'admin', 'adminEvents', 'errors'],
    () => import('@web/routes/admin/AdminEventDetailPage'),
    'AdminEventDetailPage',
  ),
  adminCreateEvent: withNamespaces(
    ['screens', 'admin', 'adminEvents', 'eventAdmin', 'errors'],
    () => import('@web/routes/admin/AdminCreateEventPage'),
    'AdminCreateEventPage',
  ),
  bulkUpload: withNamespaces(
    ['screens', 'admin', 'bulkUpload'],
    () => import('@web/routes/admin/BulkUploadPage'),
    'BulkUploadPage',
  ),
  professionals: withNamespaces(
    ['professionals', 'directories', 'geo'],
    () => import('@web/routes/professionals/ProfessionalsPage'),
    'ProfessionalsPage',
  ),
  professionalPage: withNamespaces(
    ['screens', 'professionals', 'directories', 'favorites', 'follows', 'reviews', 'errors', 'messages'],
    () => import('@web/routes/professionals/ProfessionalPage'),
    'ProfessionalPage',
  ),
  eventPage: pageLoader('eventPage', () => import('@web/routes/event/EventPage'), 'EventPage'),
  savedEvents: withNamespaces(
    ['screens', 'events', 'favorites'],
    () => import('@web/routes/dashboard/SavedEventsPage'),
    'SavedEventsPage',
  ),
  following: withNamespaces(
    ['screens', 'follows', 'errors'],
    () => import('@web/routes/dashboard/FollowingPage'),
    'FollowingPage',
  ),
  recommended: withNamespaces(
    ['screens', 'recommendations', 'events', 'favorites', 'errors'],
    () => import('@web/routes/dashboard/recommendations/RecommendedPage'),
    'RecommendedPage',
  ),
  interests: withNamespaces(
    ['screens', 'recommendations', 'errors'],
    () => import('@web/routes/dashboard/recommendations/InterestsPage'),
    'InterestsPage',
  ),
  personalisation: withNamespaces(
    ['screens', 'recommendations', 'geo', 'errors'],
    () => import('@web/routes/dashboard/recommendations/PersonalisationPage'),
    'PersonalisationPage',
  ),
  dashboardOverview: withNamespaces(
    ['screens', 'analytics'],
    () => import('@web/routes/dashboard/analytics/OverviewPage'),
    'OverviewPage',
  ),
  organizationAnalytics: withNamespaces(
    ['screens', 'analytics'],
    () => import('@web/routes/dashboard/analytics/AnalyticsPage'),
    'AnalyticsPage',
  ),
  venueAnalytics: withNamespaces(
    ['screens', 'analytics'],
    () => import('@web/routes/dashboard/analytics/VenueAnalyticsPage'),
    'VenueAnalyticsPage',
  ),
  dashboardEvents: withNamespaces(
    ['screens', 'eventAdmin'],
    () => import('@web/routes/dashboard/events/DashboardEventsPage'),
    'DashboardEventsPage',
  ),
  venues: pageLoader('venues', () => import('@web/routes/venues/VenuesPage'), 'VenuesPage'),
  venuePage: pageLoader('venuePage', () => import('@web/routes/venues/VenuePage'), 'VenuePage'),
  organizationReviews: pageLoader(
    'organizationReviews',
    () => import('@web/routes/reviews/OrganizationReviewsPage'),
    'OrganizationReviewsPage',
  ),
  dashboardReviews: withNamespaces(
    ['screens', 'reviews', 'errors'],
    () => import('@web/routes/reviews/DashboardReviewsPage'),
    'DashboardReviewsPage',
  ),
  members: pageLoader('members', () => import('@web/routes/members/MembersPage'), 'MembersPage'),
  memberPage: pageLoader('memberPage', () => import('@web/routes/members/MemberPage'), 'MemberPage'),
  premiumHighlights: pageLoader(
    'premiumHighlights',
    () => import('@web/routes/members/PremiumHighlightsPage'),
    'PremiumHighlightsPage',
  ),
  servicePage: pageLoader('servicePage', () => import('@web/routes/services/ServicePage'), 'ServicePage'),
  venueAvailability: withNamespaces(
    ['bookings', 'errors'],
    () => import('@web/routes/dashboard/venue/VenueAvailabilityPage'),
    'VenueAvailabilityPage',
  ),
  venueBookings: withNamespaces(
    ['bookings', 'errors'],
    () => import('@web/routes/dashboard/venue/VenueBookingsPage'),
    'VenueBookingsPage',
  ),
  dashboardServices: withNamespaces(
    ['services', 'errors'],
    () => import('@web/routes/dashboard/services/DashboardServicesPage'),
    'DashboardServicesPage',
  ),
  serviceEditor: withNamespaces(
    ['services', 'eventAdmin', 'errors'],
    () => import('@web/routes/dashboard/services/ServiceEditorPage'),
    'ServiceEditorPage',
  ),
  availability: withNamespaces(
    ['screens', 'appointments', 'errors'],
    () => import('@web/routes/dashboard/availability/AvailabilityPage'),
    'AvailabilityPage',
  ),
  organizations: pageLoader(
    'organizations',
    () => import('@web/routes/organizations/OrganizationsPage'),
    'OrganizationsPage',
  ),
  organizationPage: pageLoader(
    'organizationPage',
    () => import('@web/routes/organizations/OrganizationPage'),
    'OrganizationPage',
  ),
  eventEditor: withNamespaces(
    ['screens', 'eventAdmin', 'errors'],
    () => import('@web/routes/dashboard/events/EventEditorPage'),
    'EventEditorPage',
  ),
  addEvent: pageLoader('addEvent', () => import('@web/routes/site/NextStepPages'), 'AddEventPage'),
  createProfile: pageLoader(
    'createProfile',
    () => import('@web/routes/site/NextStepPages'),
    'CreateProfilePage',
  ),
  organizationProfile: withNamespaces(
    ['screens', 'profiles', 'eventAdmin', 'errors'],
    () => import('@web/routes/dashboard/profiles/ProfileFormPages'),
    'OrganizationProfilePage',
  ),
  venueProfile: withNamespaces(
    ['screens', 'profiles', 'eventAdmin', 'errors'],
    () => import('@web/routes/dashboard/profiles/ProfileFormPages'),
    'VenueProfilePage',
  ),
  professionalProfile: withNamespaces(
    ['screens', 'profiles', 'eventAdmin', 'errors'],
    () => import('@web/routes/dashboard/profiles/ProfileFormPages'),
    'ProfessionalProfilePage',
  ),
  participantProfile: withNamespaces(
    ['screens', 'profiles', 'eventAdmin', 'errors'],
    () => import('@web/routes/dashboard/profiles/ProfileFormPages'),
    'ParticipantProfilePage',
  ),
  helpCenter: pageLoader('helpCenter', () => import('@web/routes/help/HelpCenterPage'), 'HelpCenterPage'),
  helpArticle: pageLoader('helpArticle', () => import('@web/routes/help/HelpArticlePage'), 'HelpArticlePage'),
  adminHelpdesk: withNamespaces(
    ['help', 'admin', 'errors'],
    () => import('@web/routes/admin/AdminHelpdeskPage'),
    'AdminHelpdeskPage',
  ),
  community: pageLoader('community', () => import('@web/routes/community/CommunityPage'), 'CommunityPage'),
  communityCategories: pageLoader(
    'communityCategories',
    () => import('@web/routes/community/CommunityCategoriesPage'),
    'CommunityCategoriesPage',
  ),
  communityTopics: pageLoader(
    'communityTopics',
    () => import('@web/routes/community/CommunityTopicsPage'),
    'CommunityTopicsPage',
  ),
  communityCategory: pageLoader(
    'communityCategory',
    () => import('@web/routes/community/CommunityCategoryPage'),
    'CommunityCategoryPage',
  ),
  communityTopic: pageLoader('communityTopic', () => import('@web/routes/community/TopicPage'), 'TopicPage'),
  communityCreate: withNamespaces(
    ['screens', 'forum', 'errors'],
    () => import('@web/routes/community/CreateTopicPage'),
    'CreateTopicPage',
  ),
  communityGuidelines: pageLoader(
    'communityGuidelines',
    () => import('@web/routes/community/GuidelinesPage'),
    'GuidelinesPage',
  ),
  communityLeaderboard: pageLoader(
    'communityLeaderboard',
    () => import('@web/routes/community/LeaderboardPage'),
    'LeaderboardPage',
  ),
  dashboardForum: withNamespaces(
    ['screens', 'forum', 'errors'],
    () => import('@web/routes/dashboard/forum/DashboardForumPage'),
    'DashboardForumPage',
  ),
  adminForum: withNamespaces(
    ['screens', 'forum', 'errors'],
    () => import('@web/routes/admin/AdminForumPage'),
    'AdminForumPage',
  ),
  dashMessages: withNamespaces(
    ['screens', 'messages', 'errors'],
    () => import('@web/routes/dashboard/messages/MessagesPage'),
    'MessagesPage',
  ),
  adminMessageReports: withNamespaces(
    ['screens', 'messages', 'errors'],
    () => import('@web/routes/admin/AdminMessageReportsPage'),
    'AdminMessageReportsPage',
  ),
  ticketSuccess: withNamespaces(
    ['screens', 'tickets', 'errors'],
    () => import('@web/routes/checkout/TicketSuccessPage'),
    'TicketSuccessPage',
  ),
  notifications: withNamespaces(
    ['screens', 'notifications', 'settings', 'errors'],
    () => import('@web/routes/dashboard/notifications/NotificationsPage'),
    'NotificationsPage',
  ),
  myTickets: withNamespaces(
    ['screens', 'tickets', 'errors'],
    () => import('@web/routes/dashboard/tickets/MyTicketsPage'),
    'MyTicketsPage',
  ),
  eventTickets: withNamespaces(
    ['screens', 'tickets', 'eventAdmin', 'errors'],
    () => import('@web/routes/dashboard/tickets/EventTicketsPage'),
    'EventTicketsPage',
  ),
  eventOverview: withNamespaces(
    ['screens', 'eventAdmin', 'tickets', 'errors'],
    () => import('@web/routes/dashboard/events/EventOverviewPage'),
    'EventOverviewPage',
  ),
  dashboardIndex: withNamespaces(
    ['screens'],
    () => import('@web/routes/dashboard/DashboardIndexPage'),
    'DashboardIndexPage',
  ),
  restricted: pageLoader('restricted', () => import('@web/routes/site/RestrictedPage'), 'RestrictedPage'),
  googleCallback: withNamespaces(
    ['screens', 'accounts'],
    () => import('@web/routes/auth/GoogleCallbackPage'),
    'GoogleCallbackPage',
  ),
  pricing: pageLoader('pricing', () => import('@web/routes/site/PricingPage'), 'PricingPage'),
  checkout: withNamespaces(
    ['payments', 'errors'],
    () => import('@web/routes/checkout/CheckoutPage'),
    'CheckoutPage',
  ),
  testCheckout: withNamespaces(
    ['payments', 'errors'],
    () => import('@web/routes/checkout/TestCheckoutPage'),
    'TestCheckoutPage',
  ),
  checkoutSuccess: withNamespaces(
    ['payments', 'errors'],
    () => import('@web/routes/checkout/CheckoutSuccessPage'),
    'CheckoutSuccessPage',
  ),
  subscriptionExpired: withNamespaces(
    ['payments', 'errors'],
    () => import('@web/routes/checkout/SubscriptionExpiredPage'),
    'SubscriptionExpiredPage',
  ),
  subscriptionRenew: withNamespaces(
    ['payments', 'errors'],
    () => import('@web/routes/checkout/SubscriptionRenewPage'),
    'SubscriptionRenewPage',
  ),
  renewalSuccess: withNamespaces(
    ['payments'],
    () => import('@web/routes/checkout/RenewalSuccessPage'),
    'RenewalSuccessPage',
  ),
  novuTest: withNamespaces(
    ['screens', 'push', 'errors'],
    () => import('@web/routes/test/NovuTestPage'),
    'NovuTestPage',
  ),
  dashPayments: withNamespaces(
    ['screens', 'payments', 'errors'],
    () => import('@web/routes/dashboard/PaymentsPage'),
    'PaymentsPage',
  ),
  // Issue 17: the showcase pages (outside production or for admins; web/routes/test/ShowcaseFrame.tsx).
  responsiveTest: withNamespaces(
    ['screens', 'testPages', 'events', 'favorites'],
    () => import('@web/routes/test/ResponsiveTestPage'),
    'ResponsiveTestPage',
  ),
  unifiedListingTest: withNamespaces(
    ['screens', 'testPages', 'directories', 'events', 'favorites'],
    () => import('@web/routes/test/UnifiedListingTestPage'),
    'UnifiedListingTestPage',
  ),
  mapTest: withNamespaces(
    ['screens', 'testPages', 'events'],
    () => import('@web/routes/test/MapTestPage'),
    'MapTestPage',
  ),
  tabDropdownTest: withNamespaces(
    ['screens', 'testPages'],
    () => import('@web/routes/test/TabDropdownTestPage'),
    'TabDropdownTestPage',
  ),
};

const loadNotFound = withNamespaces(
  ['screens'],
  () => import('@web/routes/system/NotFoundPage'),
  'NotFoundPage',
);

const screenRoutes = (screens: readonly ScreenDef[]): RouteObject[] =>
  screens.flatMap((s) =>
    s.paths.map((path): RouteObject => ({
      path,
      handle: { screen: s.key, section: s.section } satisfies RouteHandle,
      // Every screen has its page (web/app/screens.test.ts); a screen without one would answer as unknown.
      lazy: s.page ? PAGE_LOADERS[s.page] : loadNotFound,
    })),
  );

const bySection = (...sections: ScreenSection[]) => SCREENS.filter((s) => sections.includes(s.section));

/** Public screens that need a session (spec §6): visitors are sent to /restricted. */
const MEMBERS_ONLY = new Set(['professionals', 'professionalDetail']);
const openScreens = (...sections: ScreenSection[]) =>
  bySection(...sections).filter((s) => !MEMBERS_ONLY.has(s.key));
const membersOnlyScreens = SCREENS.filter((s) => MEMBERS_ONLY.has(s.key));

/** Aliases answer with a replace-redirect before anything renders, so Back skips them. */
const redirectRoutes: RouteObject[] = REDIRECTS.map(({ from, to }) => ({
  path: from,
  loader: () => replace(to),
}));

const sectionLayout = (section: 'dashboard' | 'admin'): RouteObject => ({
  id: `${section}-layout`,
  lazy: withNamespaces(
    ['screens'],
    () => import('./layouts/SectionLayout'),
    section === 'dashboard' ? 'DashboardLayout' : 'AdminLayout',
  ),
  children: screenRoutes(bySection(section)),
});

/**
 * The whole URL tree of spec §2. Every screen is its own lazy chunk;
 * the dashboard and admin sections sit behind the session and role guard of spec §6.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AppSplash,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        id: 'pages',
        errorElement: <RouteErrorPage />,
        children: [
          ...redirectRoutes,
          ...screenRoutes(openScreens('public', 'community', 'auth', 'checkout', 'test')),
          { id: 'members-only', element: <MembersOnlyGuard />, children: screenRoutes(membersOnlyScreens) },
          {
            id: 'sections',
            element: <SectionGuard />,
            children: [sectionLayout('dashboard'), sectionLayout('admin')],
          },
          { path: '*', lazy: loadNotFound },
        ],
      },
    ],
  },
];
