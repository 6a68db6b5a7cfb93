import i18next from 'i18next';
import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { AppSplash } from './AppSplash';
import { MembersOnlyGuard, SectionGuard } from './guards/Guards';
import { RootLayout } from './layouts/RootLayout';
import { REDIRECTS } from '@core/domain/screens';
import { loadRouteModule } from '@web/lib/lazyRoute';
import { RouteErrorPage } from './RouteErrorPage';
import { SCREENS, type PageId, type ScreenDef, type ScreenSection } from './screens';

/** What a route tells the shell about itself (read with useMatches). */
export type RouteHandle = { screen?: string; section?: ScreenSection };

type LazyModule = { Component: ComponentType };

/** Loads a route module together with its translation namespaces, so the page never flashes raw keys. */
const withNamespaces =
  (namespaces: readonly string[], load: () => Promise<LazyModule>) => async (): Promise<LazyModule> => {
    // The chunk is retried with a timeout (spec §8/§9) before the route's error page shows.
    const [module] = await Promise.all([loadRouteModule(load), i18next.loadNamespaces([...namespaces])]);
    return module;
  };

const PAGE_LOADERS: Record<PageId, () => Promise<LazyModule>> = {
  landing: withNamespaces(['site', 'events'], () =>
    import('@web/routes/LandingPage').then((m) => ({ Component: m.LandingPage })),
  ),
  events: withNamespaces(['events', 'geo', 'favorites'], () =>
    import('@web/routes/events/EventsPage').then((m) => ({ Component: m.EventsPage })),
  ),
  about: withNamespaces(['site'], () =>
    import('@web/routes/site/AboutPage').then((m) => ({ Component: m.AboutPage })),
  ),
  contact: withNamespaces(['site'], () =>
    import('@web/routes/site/ContactPage').then((m) => ({ Component: m.ContactPage })),
  ),
  privacy: withNamespaces(['site'], () =>
    import('@web/routes/site/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
  ),
  terms: withNamespaces(['site'], () =>
    import('@web/routes/site/TermsPage').then((m) => ({ Component: m.TermsPage })),
  ),
  roadmap: withNamespaces(['roadmap', 'errors'], () =>
    import('@web/routes/site/RoadmapPage').then((m) => ({ Component: m.RoadmapPage })),
  ),
  login: withNamespaces(['screens', 'accounts'], () =>
    import('@web/routes/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  ),
  trial: withNamespaces(['screens', 'accounts'], () =>
    import('@web/routes/auth/TrialPage').then((m) => ({ Component: m.TrialPage })),
  ),
  forgotPassword: withNamespaces(['screens', 'accounts'], () =>
    import('@web/routes/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  ),
  authCallback: withNamespaces(['screens', 'accounts'], () =>
    import('@web/routes/auth/AuthCallbackPage').then((m) => ({ Component: m.AuthCallbackPage })),
  ),
  suspended: withNamespaces(['accounts'], () =>
    import('@web/routes/auth/SuspendedPage').then((m) => ({ Component: m.SuspendedPage })),
  ),
  settings: withNamespaces(['screens', 'accounts', 'settings'], () =>
    import('@web/routes/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
  ),
  settingsAccount: withNamespaces(['screens', 'accounts', 'settings'], () =>
    import('@web/routes/settings/AccountSettingsPage').then((m) => ({ Component: m.AccountSettingsPage })),
  ),
  settingsSecurity: withNamespaces(['screens', 'accounts', 'settings', 'security', 'errors'], () =>
    import('@web/routes/settings/SecuritySettingsPage').then((m) => ({ Component: m.SecuritySettingsPage })),
  ),
  settingsPrivacy: withNamespaces(['screens', 'accounts', 'settings'], () =>
    import('@web/routes/settings/PrivacySettingsPage').then((m) => ({ Component: m.PrivacySettingsPage })),
  ),
  settingsNotifications: withNamespaces(['screens', 'accounts', 'settings', 'push'], () =>
    import('@web/routes/settings/NotificationSettingsPage').then((m) => ({
      Component: m.NotificationSettingsPage,
    })),
  ),
  settingsOrganization: withNamespaces(['screens', 'accounts', 'settings', 'teams', 'errors'], () =>
    import('@web/routes/settings/OrganizationSettingsPage').then((m) => ({
      Component: m.OrganizationSettingsPage,
    })),
  ),
  settingsTeam: withNamespaces(['screens', 'accounts', 'settings', 'teams'], () =>
    import('@web/routes/settings/TeamSettingsPage').then((m) => ({ Component: m.TeamSettingsPage })),
  ),
  teamInvite: withNamespaces(['screens', 'accounts', 'settings', 'teams', 'errors'], () =>
    import('@web/routes/teams/TeamInvitePage').then((m) => ({ Component: m.TeamInvitePage })),
  ),
  unsubscribe: withNamespaces(['screens', 'accounts', 'settings', 'errors'], () =>
    import('@web/routes/settings/UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })),
  ),
  adminUsers: withNamespaces(['screens', 'accounts', 'settings', 'admin'], () =>
    import('@web/routes/admin/AdminUsersPage').then((m) => ({ Component: m.AdminUsersPage })),
  ),
  adminUserDetail: withNamespaces(['screens', 'accounts', 'settings', 'admin', 'purity'], () =>
    import('@web/routes/admin/AdminUserDetailPage').then((m) => ({ Component: m.AdminUserDetailPage })),
  ),
  adminSubscriptions: withNamespaces(['screens', 'admin', 'payments', 'errors'], () =>
    import('@web/routes/admin/AdminSubscriptionsPage').then((m) => ({ Component: m.AdminSubscriptionsPage })),
  ),
  adminEmailLogs: withNamespaces(['screens', 'accounts', 'settings', 'admin', 'errors'], () =>
    import('@web/routes/admin/AdminEmailLogsPage').then((m) => ({ Component: m.AdminEmailLogsPage })),
  ),
  adminBroadcast: withNamespaces(['screens', 'admin', 'broadcasts', 'common', 'errors'], () =>
    import('@web/routes/admin/AdminBroadcastPage').then((m) => ({ Component: m.AdminBroadcastPage })),
  ),
  adminCategories: withNamespaces(['screens', 'admin', 'adminCategories', 'errors'], () =>
    import('@web/routes/admin/AdminCategoriesPage').then((m) => ({ Component: m.AdminCategoriesPage })),
  ),
  adminRoadmap: withNamespaces(['screens', 'admin', 'adminRoadmap', 'roadmap', 'errors'], () =>
    import('@web/routes/admin/AdminRoadmapPage').then((m) => ({ Component: m.AdminRoadmapPage })),
  ),
  adminSettings: withNamespaces(['screens', 'admin', 'siteSettings', 'audit', 'common', 'errors'], () =>
    import('@web/routes/admin/AdminSettingsPage').then((m) => ({ Component: m.AdminSettingsPage })),
  ),
  adminAuditLog: withNamespaces(['screens', 'admin', 'audit', 'common', 'errors'], () =>
    import('@web/routes/admin/AdminAuditLogPage').then((m) => ({ Component: m.AdminAuditLogPage })),
  ),
  adminMonitoring: withNamespaces(['screens', 'admin', 'monitoring', 'errors'], () =>
    import('@web/routes/admin/AdminMonitoringPage').then((m) => ({ Component: m.AdminMonitoringPage })),
  ),
  adminDashboard: withNamespaces(['screens', 'admin', 'insights', 'errors'], () =>
    import('@web/routes/admin/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })),
  ),
  adminAnalytics: withNamespaces(['screens', 'admin', 'insights', 'analytics', 'errors'], () =>
    import('@web/routes/admin/AdminAnalyticsPage').then((m) => ({ Component: m.AdminAnalyticsPage })),
  ),
  adminStorage: withNamespaces(['screens', 'admin', 'storage', 'common', 'errors'], () =>
    import('@web/routes/admin/AdminStoragePage').then((m) => ({ Component: m.AdminStoragePage })),
  ),
  adminPurityTest: withNamespaces(['screens', 'admin', 'purity', 'common', 'errors'], () =>
    import('@web/routes/admin/AdminPurityTestPage').then((m) => ({ Component: m.AdminPurityTestPage })),
  ),
  adminTestData: withNamespaces(['screens', 'admin', 'testData', 'errors'], () =>
    import('@web/routes/admin/AdminTestDataPage').then((m) => ({ Component: m.AdminTestDataPage })),
  ),
  adminOrganizations: withNamespaces(['screens', 'admin', 'adminDirectory', 'errors'], () =>
    import('@web/routes/admin/AdminProfilePages').then((m) => ({ Component: m.AdminOrganizationsPage })),
  ),
  adminVenues: withNamespaces(['screens', 'admin', 'adminDirectory', 'errors'], () =>
    import('@web/routes/admin/AdminProfilePages').then((m) => ({ Component: m.AdminVenuesPage })),
  ),
  adminProfessionals: withNamespaces(['screens', 'admin', 'adminDirectory', 'errors'], () =>
    import('@web/routes/admin/AdminProfilePages').then((m) => ({ Component: m.AdminProfessionalsPage })),
  ),
  adminOrganizationDetail: withNamespaces(['screens', 'admin', 'adminDirectory', 'reviews', 'errors'], () =>
    import('@web/routes/admin/AdminOrganizationDetailPage').then((m) => ({
      Component: m.AdminOrganizationDetailPage,
    })),
  ),
  adminCreateOrganization: withNamespaces(['screens', 'admin', 'adminDirectory', 'errors'], () =>
    import('@web/routes/admin/AdminProfilePages').then((m) => ({ Component: m.AdminCreateOrganizationPage })),
  ),
  adminCreateVenue: withNamespaces(['screens', 'admin', 'adminDirectory', 'errors'], () =>
    import('@web/routes/admin/AdminProfilePages').then((m) => ({ Component: m.AdminCreateVenuePage })),
  ),
  adminCreateProfessional: withNamespaces(['screens', 'admin', 'adminDirectory', 'errors'], () =>
    import('@web/routes/admin/AdminProfilePages').then((m) => ({ Component: m.AdminCreateProfessionalPage })),
  ),
  adminEvents: withNamespaces(['screens', 'admin', 'adminEvents', 'errors'], () =>
    import('@web/routes/admin/AdminEventsPage').then((m) => ({ Component: m.AdminEventsPage })),
  ),
  adminEventDetail: withNamespaces(['screens', 'admin', 'adminEvents', 'errors'], () =>
    import('@web/routes/admin/AdminEventDetailPage').then((m) => ({ Component: m.AdminEventDetailPage })),
  ),
  adminCreateEvent: withNamespaces(['screens', 'admin', 'adminEvents', 'eventAdmin', 'errors'], () =>
    import('@web/routes/admin/AdminCreateEventPage').then((m) => ({ Component: m.AdminCreateEventPage })),
  ),
  bulkUpload: withNamespaces(['screens', 'admin', 'bulkUpload'], () =>
    import('@web/routes/admin/BulkUploadPage').then((m) => ({ Component: m.BulkUploadPage })),
  ),
  professionals: withNamespaces(['professionals', 'directories', 'geo'], () =>
    import('@web/routes/professionals/ProfessionalsPage').then((m) => ({ Component: m.ProfessionalsPage })),
  ),
  professionalPage: withNamespaces(
    ['screens', 'professionals', 'directories', 'favorites', 'follows', 'reviews', 'errors', 'messages'],
    () =>
      import('@web/routes/professionals/ProfessionalPage').then((m) => ({ Component: m.ProfessionalPage })),
  ),
  eventPage: withNamespaces(
    ['screens', 'events', 'eventDetail', 'favorites', 'forum', 'tickets', 'messages'],
    () => import('@web/routes/event/EventPage').then((m) => ({ Component: m.EventPage })),
  ),
  savedEvents: withNamespaces(['screens', 'events', 'favorites'], () =>
    import('@web/routes/dashboard/SavedEventsPage').then((m) => ({ Component: m.SavedEventsPage })),
  ),
  following: withNamespaces(['screens', 'follows', 'errors'], () =>
    import('@web/routes/dashboard/FollowingPage').then((m) => ({ Component: m.FollowingPage })),
  ),
  recommended: withNamespaces(['screens', 'recommendations', 'events', 'favorites', 'errors'], () =>
    import('@web/routes/dashboard/recommendations/RecommendedPage').then((m) => ({
      Component: m.RecommendedPage,
    })),
  ),
  interests: withNamespaces(['screens', 'recommendations', 'errors'], () =>
    import('@web/routes/dashboard/recommendations/InterestsPage').then((m) => ({
      Component: m.InterestsPage,
    })),
  ),
  personalisation: withNamespaces(['screens', 'recommendations', 'geo', 'errors'], () =>
    import('@web/routes/dashboard/recommendations/PersonalisationPage').then((m) => ({
      Component: m.PersonalisationPage,
    })),
  ),
  dashboardOverview: withNamespaces(['screens', 'analytics'], () =>
    import('@web/routes/dashboard/analytics/OverviewPage').then((m) => ({ Component: m.OverviewPage })),
  ),
  organizationAnalytics: withNamespaces(['screens', 'analytics'], () =>
    import('@web/routes/dashboard/analytics/AnalyticsPage').then((m) => ({ Component: m.AnalyticsPage })),
  ),
  venueAnalytics: withNamespaces(['screens', 'analytics'], () =>
    import('@web/routes/dashboard/analytics/VenueAnalyticsPage').then((m) => ({
      Component: m.VenueAnalyticsPage,
    })),
  ),
  dashboardEvents: withNamespaces(['screens', 'eventAdmin'], () =>
    import('@web/routes/dashboard/events/DashboardEventsPage').then((m) => ({
      Component: m.DashboardEventsPage,
    })),
  ),
  venues: withNamespaces(['venues', 'directories', 'geo'], () =>
    import('@web/routes/venues/VenuesPage').then((m) => ({ Component: m.VenuesPage })),
  ),
  venuePage: withNamespaces(
    ['screens', 'venues', 'events', 'favorites', 'follows', 'reviews', 'bookings', 'errors', 'messages'],
    () => import('@web/routes/venues/VenuePage').then((m) => ({ Component: m.VenuePage })),
  ),
  organizationReviews: withNamespaces(['screens', 'reviews', 'errors'], () =>
    import('@web/routes/reviews/OrganizationReviewsPage').then((m) => ({
      Component: m.OrganizationReviewsPage,
    })),
  ),
  dashboardReviews: withNamespaces(['screens', 'reviews', 'errors'], () =>
    import('@web/routes/reviews/DashboardReviewsPage').then((m) => ({ Component: m.DashboardReviewsPage })),
  ),
  members: withNamespaces(['members', 'directories'], () =>
    import('@web/routes/members/MembersPage').then((m) => ({ Component: m.MembersPage })),
  ),
  memberPage: withNamespaces(['screens', 'members', 'follows', 'errors'], () =>
    import('@web/routes/members/MemberPage').then((m) => ({ Component: m.MemberPage })),
  ),
  premiumHighlights: withNamespaces(['members', 'directories'], () =>
    import('@web/routes/members/PremiumHighlightsPage').then((m) => ({ Component: m.PremiumHighlightsPage })),
  ),
  servicePage: withNamespaces(['screens', 'services', 'appointments', 'errors'], () =>
    import('@web/routes/services/ServicePage').then((m) => ({ Component: m.ServicePage })),
  ),
  venueAvailability: withNamespaces(['bookings', 'errors'], () =>
    import('@web/routes/dashboard/venue/VenueAvailabilityPage').then((m) => ({
      Component: m.VenueAvailabilityPage,
    })),
  ),
  venueBookings: withNamespaces(['bookings', 'errors'], () =>
    import('@web/routes/dashboard/venue/VenueBookingsPage').then((m) => ({ Component: m.VenueBookingsPage })),
  ),
  dashboardServices: withNamespaces(['services', 'errors'], () =>
    import('@web/routes/dashboard/services/DashboardServicesPage').then((m) => ({
      Component: m.DashboardServicesPage,
    })),
  ),
  serviceEditor: withNamespaces(['services', 'eventAdmin', 'errors'], () =>
    import('@web/routes/dashboard/services/ServiceEditorPage').then((m) => ({
      Component: m.ServiceEditorPage,
    })),
  ),
  availability: withNamespaces(['screens', 'appointments', 'errors'], () =>
    import('@web/routes/dashboard/availability/AvailabilityPage').then((m) => ({
      Component: m.AvailabilityPage,
    })),
  ),
  organizations: withNamespaces(['organizations', 'venues', 'directories', 'geo'], () =>
    import('@web/routes/organizations/OrganizationsPage').then((m) => ({ Component: m.OrganizationsPage })),
  ),
  organizationPage: withNamespaces(
    ['screens', 'organizations', 'venues', 'events', 'favorites', 'follows', 'reviews', 'errors', 'messages'],
    () =>
      import('@web/routes/organizations/OrganizationPage').then((m) => ({ Component: m.OrganizationPage })),
  ),
  eventEditor: withNamespaces(['screens', 'eventAdmin', 'errors'], () =>
    import('@web/routes/dashboard/events/EventEditorPage').then((m) => ({ Component: m.EventEditorPage })),
  ),
  addEvent: withNamespaces(['screens', 'profiles'], () =>
    import('@web/routes/site/NextStepPages').then((m) => ({ Component: m.AddEventPage })),
  ),
  createProfile: withNamespaces(['screens', 'profiles'], () =>
    import('@web/routes/site/NextStepPages').then((m) => ({ Component: m.CreateProfilePage })),
  ),
  organizationProfile: withNamespaces(['screens', 'profiles', 'eventAdmin', 'errors'], () =>
    import('@web/routes/dashboard/profiles/ProfileFormPages').then((m) => ({
      Component: m.OrganizationProfilePage,
    })),
  ),
  venueProfile: withNamespaces(['screens', 'profiles', 'eventAdmin', 'errors'], () =>
    import('@web/routes/dashboard/profiles/ProfileFormPages').then((m) => ({
      Component: m.VenueProfilePage,
    })),
  ),
  professionalProfile: withNamespaces(['screens', 'profiles', 'eventAdmin', 'errors'], () =>
    import('@web/routes/dashboard/profiles/ProfileFormPages').then((m) => ({
      Component: m.ProfessionalProfilePage,
    })),
  ),
  participantProfile: withNamespaces(['screens', 'profiles', 'eventAdmin', 'errors'], () =>
    import('@web/routes/dashboard/profiles/ProfileFormPages').then((m) => ({
      Component: m.ParticipantProfilePage,
    })),
  ),
  helpCenter: withNamespaces(['help', 'errors'], () =>
    import('@web/routes/help/HelpCenterPage').then((m) => ({ Component: m.HelpCenterPage })),
  ),
  helpArticle: withNamespaces(['help', 'screens', 'errors'], () =>
    import('@web/routes/help/HelpArticlePage').then((m) => ({ Component: m.HelpArticlePage })),
  ),
  adminHelpdesk: withNamespaces(['help', 'admin', 'errors'], () =>
    import('@web/routes/admin/AdminHelpdeskPage').then((m) => ({ Component: m.AdminHelpdeskPage })),
  ),
  community: withNamespaces(['forum', 'errors'], () =>
    import('@web/routes/community/CommunityPage').then((m) => ({ Component: m.CommunityPage })),
  ),
  communityCategories: withNamespaces(['forum', 'errors'], () =>
    import('@web/routes/community/CommunityCategoriesPage').then((m) => ({
      Component: m.CommunityCategoriesPage,
    })),
  ),
  communityTopics: withNamespaces(['forum', 'errors'], () =>
    import('@web/routes/community/CommunityTopicsPage').then((m) => ({ Component: m.CommunityTopicsPage })),
  ),
  communityCategory: withNamespaces(['screens', 'forum', 'errors'], () =>
    import('@web/routes/community/CommunityCategoryPage').then((m) => ({
      Component: m.CommunityCategoryPage,
    })),
  ),
  communityTopic: withNamespaces(['screens', 'forum', 'errors'], () =>
    import('@web/routes/community/TopicPage').then((m) => ({ Component: m.TopicPage })),
  ),
  communityCreate: withNamespaces(['screens', 'forum', 'errors'], () =>
    import('@web/routes/community/CreateTopicPage').then((m) => ({ Component: m.CreateTopicPage })),
  ),
  communityGuidelines: withNamespaces(['forum'], () =>
    import('@web/routes/community/GuidelinesPage').then((m) => ({ Component: m.GuidelinesPage })),
  ),
  communityLeaderboard: withNamespaces(['forum', 'errors'], () =>
    import('@web/routes/community/LeaderboardPage').then((m) => ({ Component: m.LeaderboardPage })),
  ),
  dashboardForum: withNamespaces(['screens', 'forum', 'errors'], () =>
    import('@web/routes/dashboard/forum/DashboardForumPage').then((m) => ({
      Component: m.DashboardForumPage,
    })),
  ),
  adminForum: withNamespaces(['screens', 'forum', 'errors'], () =>
    import('@web/routes/admin/AdminForumPage').then((m) => ({ Component: m.AdminForumPage })),
  ),
  dashMessages: withNamespaces(['screens', 'messages', 'errors'], () =>
    import('@web/routes/dashboard/messages/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
  ),
  adminMessageReports: withNamespaces(['screens', 'messages', 'errors'], () =>
    import('@web/routes/admin/AdminMessageReportsPage').then((m) => ({
      Component: m.AdminMessageReportsPage,
    })),
  ),
  ticketSuccess: withNamespaces(['screens', 'tickets', 'errors'], () =>
    import('@web/routes/checkout/TicketSuccessPage').then((m) => ({ Component: m.TicketSuccessPage })),
  ),
  notifications: withNamespaces(['screens', 'notifications', 'settings', 'errors'], () =>
    import('@web/routes/dashboard/notifications/NotificationsPage').then((m) => ({
      Component: m.NotificationsPage,
    })),
  ),
  myTickets: withNamespaces(['screens', 'tickets', 'errors'], () =>
    import('@web/routes/dashboard/tickets/MyTicketsPage').then((m) => ({ Component: m.MyTicketsPage })),
  ),
  eventTickets: withNamespaces(['screens', 'tickets', 'eventAdmin', 'errors'], () =>
    import('@web/routes/dashboard/tickets/EventTicketsPage').then((m) => ({ Component: m.EventTicketsPage })),
  ),
  eventOverview: withNamespaces(['screens', 'eventAdmin', 'tickets', 'errors'], () =>
    import('@web/routes/dashboard/events/EventOverviewPage').then((m) => ({
      Component: m.EventOverviewPage,
    })),
  ),
  dashboardIndex: withNamespaces(['screens'], () =>
    import('@web/routes/dashboard/DashboardIndexPage').then((m) => ({ Component: m.DashboardIndexPage })),
  ),
  restricted: withNamespaces(['screens', 'accounts'], () =>
    import('@web/routes/site/RestrictedPage').then((m) => ({ Component: m.RestrictedPage })),
  ),
  googleCallback: withNamespaces(['screens', 'accounts'], () =>
    import('@web/routes/auth/GoogleCallbackPage').then((m) => ({ Component: m.GoogleCallbackPage })),
  ),
  pricing: withNamespaces(['payments'], () =>
    import('@web/routes/site/PricingPage').then((m) => ({ Component: m.PricingPage })),
  ),
  checkout: withNamespaces(['payments', 'errors'], () =>
    import('@web/routes/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  ),
  testCheckout: withNamespaces(['payments', 'errors'], () =>
    import('@web/routes/checkout/TestCheckoutPage').then((m) => ({ Component: m.TestCheckoutPage })),
  ),
  checkoutSuccess: withNamespaces(['payments', 'errors'], () =>
    import('@web/routes/checkout/CheckoutSuccessPage').then((m) => ({ Component: m.CheckoutSuccessPage })),
  ),
  subscriptionExpired: withNamespaces(['payments', 'errors'], () =>
    import('@web/routes/checkout/SubscriptionExpiredPage').then((m) => ({
      Component: m.SubscriptionExpiredPage,
    })),
  ),
  subscriptionRenew: withNamespaces(['payments', 'errors'], () =>
    import('@web/routes/checkout/SubscriptionRenewPage').then((m) => ({
      Component: m.SubscriptionRenewPage,
    })),
  ),
  renewalSuccess: withNamespaces(['payments'], () =>
    import('@web/routes/checkout/RenewalSuccessPage').then((m) => ({ Component: m.RenewalSuccessPage })),
  ),
  novuTest: withNamespaces(['screens', 'push', 'errors'], () =>
    import('@web/routes/test/NovuTestPage').then((m) => ({ Component: m.NovuTestPage })),
  ),
  dashPayments: withNamespaces(['screens', 'payments', 'errors'], () =>
    import('@web/routes/dashboard/PaymentsPage').then((m) => ({ Component: m.PaymentsPage })),
  ),
  // Issue 17: the showcase pages (outside production or for admins; web/routes/test/ShowcaseFrame.tsx).
  responsiveTest: withNamespaces(['screens', 'testPages', 'events', 'favorites'], () =>
    import('@web/routes/test/ResponsiveTestPage').then((m) => ({ Component: m.ResponsiveTestPage })),
  ),
  unifiedListingTest: withNamespaces(['screens', 'testPages', 'directories', 'events', 'favorites'], () =>
    import('@web/routes/test/UnifiedListingTestPage').then((m) => ({ Component: m.UnifiedListingTestPage })),
  ),
  mapTest: withNamespaces(['screens', 'testPages', 'events'], () =>
    import('@web/routes/test/MapTestPage').then((m) => ({ Component: m.MapTestPage })),
  ),
  tabDropdownTest: withNamespaces(['screens', 'testPages'], () =>
    import('@web/routes/test/TabDropdownTestPage').then((m) => ({ Component: m.TabDropdownTestPage })),
  ),
};

const loadNotFound = withNamespaces(['screens'], () =>
  import('@web/routes/system/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
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
  lazy: withNamespaces(['screens'], () =>
    import('./layouts/SectionLayout').then((m) => ({
      Component: section === 'dashboard' ? m.DashboardLayout : m.AdminLayout,
    })),
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
        errorElement: <RouteErrorPage />,
        children: [
          ...redirectRoutes,
          ...screenRoutes(openScreens('public', 'community', 'auth', 'checkout', 'test')),
          { element: <MembersOnlyGuard />, children: screenRoutes(membersOnlyScreens) },
          { element: <SectionGuard />, children: [sectionLayout('dashboard'), sectionLayout('admin')] },
          { path: '*', lazy: loadNotFound },
        ],
      },
    ],
  },
];
