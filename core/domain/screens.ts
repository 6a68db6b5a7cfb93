/**
 * The page routes of spec §2: every screen with its URLs, and the aliases that only forward. Pure data shared
 * by the web router (web/app/routes.tsx) and the server, which answers every one of these paths with the
 * app's HTML (200) and any other page path with the app's 404 page (404), whatever the client's Accept header.
 */

export type ScreenSection = 'public' | 'community' | 'auth' | 'checkout' | 'dashboard' | 'admin' | 'test';

/** The route module of each screen (web/app/routes.tsx PAGE_LOADERS). */
export type PageId =
  | 'landing'
  | 'events'
  | 'about'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'roadmap'
  | 'login'
  | 'trial'
  | 'forgotPassword'
  | 'authCallback'
  | 'suspended'
  | 'settings'
  | 'settingsAccount'
  | 'settingsSecurity'
  | 'settingsPrivacy'
  | 'settingsNotifications'
  | 'novuTest'
  | 'settingsOrganization'
  | 'settingsTeam'
  | 'teamInvite'
  | 'unsubscribe'
  | 'adminUsers'
  | 'adminUserDetail'
  | 'adminEmailLogs'
  | 'adminBroadcast'
  | 'adminCategories'
  | 'adminRoadmap'
  | 'adminMonitoring'
  | 'adminStorage'
  | 'adminPurityTest'
  | 'adminTestData'
  | 'adminSubscriptions'
  | 'adminOrganizations'
  | 'adminVenues'
  | 'adminProfessionals'
  | 'adminOrganizationDetail'
  | 'adminCreateOrganization'
  | 'adminCreateVenue'
  | 'adminCreateProfessional'
  | 'bulkUpload'
  | 'professionals'
  | 'professionalPage'
  | 'eventPage'
  | 'savedEvents'
  | 'following'
  | 'recommended'
  | 'interests'
  | 'personalisation'
  | 'dashboardEvents'
  | 'eventEditor'
  | 'venues'
  | 'venuePage'
  | 'addEvent'
  | 'createProfile'
  | 'organizationProfile'
  | 'venueProfile'
  | 'professionalProfile'
  | 'participantProfile'
  | 'organizationReviews'
  | 'dashboardReviews'
  | 'members'
  | 'memberPage'
  | 'availability'
  | 'premiumHighlights'
  | 'servicePage'
  | 'dashboardServices'
  | 'serviceEditor'
  | 'organizations'
  | 'organizationPage'
  | 'venueAvailability'
  | 'venueBookings'
  | 'dashboardOverview'
  | 'organizationAnalytics'
  | 'venueAnalytics'
  | 'helpCenter'
  | 'helpArticle'
  | 'adminHelpdesk'
  | 'community'
  | 'communityTopics'
  | 'communityCategories'
  | 'communityCategory'
  | 'communityTopic'
  | 'communityCreate'
  | 'communityGuidelines'
  | 'communityLeaderboard'
  | 'dashboardForum'
  | 'adminForum'
  | 'ticketSuccess'
  | 'myTickets'
  | 'eventTickets'
  | 'eventOverview'
  | 'dashboardIndex'
  | 'restricted'
  | 'googleCallback'
  | 'pricing'
  | 'checkout'
  | 'testCheckout'
  | 'checkoutSuccess'
  | 'subscriptionExpired'
  | 'subscriptionRenew'
  | 'renewalSuccess'
  | 'dashPayments'
  | 'notifications'
  | 'dashMessages'
  | 'adminMessageReports'
  | 'adminEvents'
  | 'adminEventDetail'
  | 'adminCreateEvent'
  | 'adminSettings'
  | 'adminAuditLog'
  | 'adminDashboard'
  | 'adminAnalytics'
  | 'responsiveTest'
  | 'unifiedListingTest'
  | 'mapTest'
  | 'tabDropdownTest';

export type ScreenDef = {
  /** i18n keys `screens:{key}.title` and `screens:{key}.description`. */
  key: string;
  section: ScreenSection;
  /** Every URL of spec §2 that shows this screen (aliases included); the first one is canonical. */
  paths: readonly string[];
  page?: PageId;
  /** Related screens offered as next steps in the frame (keys of screens with a static first path). */
  links?: readonly string[];
  /** Extra live content inside the frame. */
  extra?: 'pricingCards';
};

const screen = (
  key: string,
  section: ScreenSection,
  paths: readonly string[],
  options: Omit<ScreenDef, 'key' | 'section' | 'paths'> = {},
): ScreenDef => ({ key, section, paths, ...options });

const dash = (key: string, sub: string, links?: readonly string[], page?: PageId) =>
  screen(key, 'dashboard', [sub ? `/dashboard/${sub}` : '/dashboard'], {
    ...(links ? { links } : {}),
    ...(page ? { page } : {}),
  });
const admin = (key: string, sub: string, links?: readonly string[], page?: PageId) =>
  screen(key, 'admin', [sub ? `/admin/${sub}` : '/admin'], {
    ...(links ? { links } : {}),
    ...(page ? { page } : {}),
  });

/** Every screen of spec §2 (redirecting aliases live in redirects.ts). */
export const SCREENS: readonly ScreenDef[] = [
  // Public
  screen('landing', 'public', ['/'], { page: 'landing' }),
  screen('events', 'public', ['/events', '/events/:category'], { page: 'events' }),
  screen('eventDetail', 'public', ['/event/:id', '/evenement/:eventSlug'], {
    page: 'eventPage',
    links: ['events', 'organizations'],
  }),
  screen('helpCenter', 'public', ['/support', '/ondersteuning', '/help'], {
    links: ['contact', 'community', 'about'],
    page: 'helpCenter',
  }),
  screen(
    'helpArticle',
    'public',
    ['/support/article/:slug', '/help/article/:slug', '/help/artikel/:slug', '/artikel/:slug'],
    {
      links: ['helpCenter', 'contact'],
      page: 'helpArticle',
    },
  ),
  screen('pricing', 'public', ['/prijzen', '/prijzen/:category'], {
    page: 'pricing',
    links: ['trial', 'about', 'contact'],
    extra: 'pricingCards',
  }),
  screen('roadmap', 'public', ['/roadmap'], { page: 'roadmap' }),
  screen('privacy', 'public', ['/privacy'], { page: 'privacy' }),
  screen('terms', 'public', ['/terms'], { page: 'terms' }),
  screen('about', 'public', ['/about'], { page: 'about' }),
  screen('contact', 'public', ['/contact'], { page: 'contact' }),
  screen('members', 'public', ['/members'], { page: 'members' }),
  screen('memberDetail', 'public', ['/member/:memberSlug'], { page: 'memberPage' }),
  screen('organizations', 'public', ['/organizations'], {
    links: ['events', 'organisers', 'members'],
    page: 'organizations',
  }),
  screen(
    'organizationDetail',
    'public',
    ['/organization/:organizationSlug', '/organisatie/:organizationSlug'],
    { page: 'organizationPage' },
  ),
  screen('organizationReviews', 'public', ['/organization/:organizationSlug/reviews'], {
    links: ['organizations'],
    page: 'organizationReviews',
  }),
  screen('venues', 'public', ['/venues'], { page: 'venues' }),
  screen('venueDetail', 'public', ['/venues/:venueSlug'], { page: 'venuePage' }),
  // Spec §2 names /locations as a footer target without its own screen: the venue directory answers it.
  screen('locations', 'public', ['/locations'], { page: 'venues' }),
  // Spec §2 /organisers: the organisation directory, titled for organisers.
  screen('organisers', 'public', ['/organisers'], { page: 'organizations' }),
  screen('premiumHighlights', 'public', ['/premium-highlights'], {
    links: ['events', 'organisers', 'pricing'],
    page: 'premiumHighlights',
  }),
  screen('addEvent', 'public', ['/add-event'], { page: 'addEvent', links: ['pricing', 'trial', 'login'] }),
  screen('createProfile', 'public', ['/create-profile'], {
    page: 'createProfile',
    links: ['pricing', 'trial', 'login'],
  }),
  screen('professionals', 'public', ['/professionals'], {
    links: ['login', 'pricing', 'venues'],
    page: 'professionals',
  }),
  screen('professionalDetail', 'public', ['/professionals/:professionalSlug'], {
    links: ['professionals'],
    page: 'professionalPage',
  }),
  screen('restricted', 'public', ['/restricted'], {
    page: 'restricted',
    links: ['login', 'pricing', 'landing'],
  }),
  screen('serviceDetail', 'public', ['/dienst/:id'], { page: 'servicePage' }),

  // Community
  screen('community', 'community', ['/community'], {
    links: ['communityGuidelines', 'helpCenter', 'communityLeaderboard'],
    page: 'community',
  }),
  screen('communityCreate', 'community', ['/community/create'], {
    links: ['communityGuidelines', 'community'],
    page: 'communityCreate',
  }),
  screen('communityCategory', 'community', ['/community/category/:slug', '/community/categorie/:slug'], {
    links: ['communityCategories', 'communityCreate'],
    page: 'communityCategory',
  }),
  screen(
    'communityTopic',
    'community',
    ['/community/topic/:slug', '/community/onderwerp/:slug', '/topic/:slug', '/onderwerp/:slug'],
    { links: ['community', 'communityGuidelines'], page: 'communityTopic' },
  ),
  screen('communityCategories', 'community', ['/community/categories'], {
    links: ['communityCreate'],
    page: 'communityCategories',
  }),
  screen('communityTrending', 'community', ['/community/trending'], {
    links: ['communityRecent', 'communityFeatured'],
    page: 'communityTopics',
  }),
  screen('communityEvents', 'community', ['/community/events'], {
    links: ['events', 'communityCreate'],
    page: 'communityTopics',
  }),
  screen('communityRecent', 'community', ['/community/recent'], {
    links: ['communityTrending', 'communityCreate'],
    page: 'communityTopics',
  }),
  screen('communityFeatured', 'community', ['/community/featured'], {
    links: ['communityTrending', 'communityRecent'],
    page: 'communityTopics',
  }),
  screen('communityGuidelines', 'community', ['/community/guidelines'], {
    links: ['communityCreate', 'contact'],
    page: 'communityGuidelines',
  }),
  screen('communityLeaderboard', 'community', ['/community/leaderboard'], {
    links: ['community', 'members'],
    page: 'communityLeaderboard',
  }),

  // Auth
  screen('login', 'auth', ['/auth/login', '/login', '/inloggen'], {
    page: 'login',
    links: ['trial', 'forgotPassword', 'pricing'],
  }),
  screen('trial', 'auth', ['/start-free-trial', '/gratis-proefperiode'], {
    page: 'trial',
    links: ['pricing', 'login'],
  }),
  screen('forgotPassword', 'auth', ['/auth/forgot-password', '/wachtwoord-vergeten'], {
    page: 'forgotPassword',
    links: ['login', 'contact'],
  }),
  screen(
    'verifyEmail',
    'auth',
    ['/auth/verify-email', '/auth/email-confirmation', '/auth/callback', '/auth/confirm'],
    {
      page: 'authCallback',
      links: ['login', 'helpCenter'],
    },
  ),
  screen('googleCallback', 'auth', ['/auth/google/callback'], { page: 'googleCallback', links: ['login'] }),
  screen('suspended', 'auth', ['/suspended'], { page: 'suspended', links: ['contact', 'terms'] }),
  // Not in spec §2: the link in a team invitation mail (signed-in users accept, others log in first).
  screen('teamInvite', 'auth', ['/team/uitnodiging'], { page: 'teamInvite', links: ['login'] }),
  // Not in spec §2: the one-click unsubscribe link of every notification mail (issue 15), no login needed.
  screen('unsubscribe', 'auth', ['/afmelden'], { page: 'unsubscribe', links: ['dashSettingsNotifications'] }),

  // Checkout
  screen('checkout', 'checkout', ['/checkout'], { page: 'checkout', links: ['pricing', 'contact'] }),
  // Not in spec §2: the built-in test checkout (issue 14), used when Stripe is not configured.
  screen('testCheckout', 'checkout', ['/checkout/test/:sessionId'], {
    page: 'testCheckout',
    links: ['pricing', 'dashPayments'],
  }),
  screen('checkoutSuccess', 'checkout', ['/checkout-success'], {
    page: 'checkoutSuccess',
    links: ['dashboard', 'events'],
  }),
  screen('ticketSuccess', 'checkout', ['/ticket-success'], {
    page: 'ticketSuccess',
    links: ['dashTickets', 'events'],
  }),
  screen('subscriptionRenew', 'checkout', ['/subscription/renew/:renewalId'], {
    page: 'subscriptionRenew',
    links: ['dashPayments', 'pricing'],
  }),
  screen('subscriptionExpired', 'checkout', ['/subscription-expired'], {
    page: 'subscriptionExpired',
    links: ['pricing', 'contact'],
  }),
  screen('renewalSuccess', 'checkout', ['/subscription/renewal-success'], {
    page: 'renewalSuccess',
    links: ['dashboard', 'dashPayments'],
  }),

  // Dashboard
  dash('dashboard', '', ['dashOverview', 'dashEvents', 'dashSaved', 'dashSettings'], 'dashboardIndex'),
  dash('dashEvents', 'evenementen', ['dashEventCreate'], 'dashboardEvents'),
  dash('dashEventsUpcoming', 'evenementen/aankomend', ['dashEvents'], 'dashboardEvents'),
  dash('dashEventsPublished', 'evenementen/gepubliceerd', ['dashEvents'], 'dashboardEvents'),
  dash('dashEventsDrafts', 'evenementen/concepten', ['dashEvents'], 'dashboardEvents'),
  dash('dashEventsCancelled', 'evenementen/geannuleerd', ['dashEvents'], 'dashboardEvents'),
  dash('dashEventsExpired', 'evenementen/verlopen', ['dashEvents'], 'dashboardEvents'),
  dash('dashEventsTrash', 'evenementen/prullenbak', ['dashEvents'], 'dashboardEvents'),
  screen('dashEventCreate', 'dashboard', ['/dashboard/evenementen/create', '/create-event'], {
    page: 'eventEditor',
    links: ['dashEvents', 'dashEventsDrafts'],
  }),
  // edit/{slug} and edit/{id} share one pattern; the screen treats a 36-character value as id.
  dash('dashEventEdit', 'evenementen/edit/:slugOrId', ['dashEvents'], 'eventEditor'),
  dash('dashEventDetail', 'evenementen/:id', ['dashEvents', 'dashAnalytics'], 'eventOverview'),
  // Not in spec §2 (issue 14): an event's ticket sales, orders, CSV export and door check-in.
  dash('dashEventTickets', 'evenementen/:eventId/tickets', ['dashEvents'], 'eventTickets'),
  dash(
    'dashParticipantProfile',
    'participant/profiel',
    ['dashSettings', 'dashInterests'],
    'participantProfile',
  ),
  dash(
    'dashProfessionalProfile',
    'professional/profiel',
    ['dashServices', 'dashAvailability'],
    'professionalProfile',
  ),
  dash(
    'dashOrganizationProfile',
    'organization/profiel',
    ['dashEvents', 'dashSettingsOrganization'],
    'organizationProfile',
  ),
  dash('dashVenueProfile', 'venue/profiel', ['dashVenueAvailability', 'dashVenueBookings'], 'venueProfile'),
  dash('dashSettings', 'instellingen', ['dashSettingsAccount', 'dashSettingsSecurity'], 'settings'),
  dash('dashSettingsAccount', 'instellingen/account', ['dashSettings'], 'settingsAccount'),
  dash('dashSettingsSecurity', 'instellingen/beveiliging', ['dashSettings'], 'settingsSecurity'),
  dash('dashSettingsPrivacy', 'instellingen/privacy', ['dashSettings'], 'settingsPrivacy'),
  dash('dashSettingsNotifications', 'instellingen/notificaties', ['dashSettings'], 'settingsNotifications'),
  dash('dashSettingsOrganization', 'instellingen/organisatie', ['dashSettings'], 'settingsOrganization'),
  // Not in spec §2: owners of an organisation, professional or venue profile manage their team here.
  dash('dashSettingsTeam', 'instellingen/team', ['dashSettings'], 'settingsTeam'),
  dash('dashServices', 'services', ['dashServiceCreate', 'dashAvailability'], 'dashboardServices'),
  dash('dashServiceCreate', 'services/create', ['dashServices'], 'serviceEditor'),
  dash('dashServiceDetail', 'services/:serviceId', ['dashServices'], 'serviceEditor'),
  dash('dashVenueReviews', 'venue/reviews', ['dashVenueProfile', 'dashReviews'], 'dashboardReviews'),
  dash(
    'dashVenueAvailability',
    'venue/beschikbaarheid',
    ['dashVenueBookings', 'dashVenueProfile'],
    'venueAvailability',
  ),
  dash(
    'dashVenueBookings',
    'venue/bookings',
    ['dashVenueAvailability', 'dashVenueAnalytics'],
    'venueBookings',
  ),
  dash('dashVenueAnalytics', 'venue/analytics', ['dashVenueBookings', 'dashVenueReviews'], 'venueAnalytics'),
  dash('dashAvailability', 'availability', ['dashServices', 'dashProfessionalProfile'], 'availability'),
  dash('dashOverview', 'overzicht', ['dashAnalytics', 'dashMessages'], 'dashboardOverview'),
  dash('dashAnalytics', 'analytics', ['dashOverview', 'dashEvents'], 'organizationAnalytics'),
  dash('dashReviews', 'reviews', ['dashOverview'], 'dashboardReviews'),
  dash('dashForum', 'forum', ['community', 'communityCreate'], 'dashboardForum'),
  dash('dashSaved', 'opgeslagen', ['events', 'dashRecommended'], 'savedEvents'),
  // Not in spec §2 (issue 14): the member's ticket orders, each opening /ticket-success.
  dash('dashTickets', 'tickets', ['events', 'dashSaved'], 'myTickets'),
  dash('dashRecommended', 'aanbevolen', ['dashInterests', 'events'], 'recommended'),
  dash('dashInterests', 'interesses', ['dashRecommended', 'dashPersonalization'], 'interests'),
  dash(
    'dashPersonalization',
    'personalisatie',
    ['dashInterests', 'dashSettingsNotifications'],
    'personalisation',
  ),
  dash('dashNotifications', 'notificaties', ['dashSettingsNotifications', 'dashMessages'], 'notifications'),
  dash('dashPayments', 'betalingen', ['pricing', 'dashSettings'], 'dashPayments'),
  dash('dashMessages', 'berichten', ['dashNotifications'], 'dashMessages'),
  dash('dashOrganizations', 'organisaties', ['organizations', 'dashSaved'], 'following'),

  // Admin
  admin('admin', '', ['adminUsers', 'adminEvents', 'adminMonitoring'], 'adminDashboard'),
  admin('adminUsers', 'gebruikers', ['adminSubscriptions', 'adminOrganizations'], 'adminUsers'),
  admin(
    'adminOrganizations',
    'organisaties',
    ['adminCreateOrganization', 'adminUsers'],
    'adminOrganizations',
  ),
  admin('adminEvents', 'evenementen', ['adminCreateEvent', 'adminEventsBulkUpload'], 'adminEvents'),
  admin('adminProfessionals', 'professionals', ['adminCreateProfessional'], 'adminProfessionals'),
  admin('adminVenues', 'venues', ['adminCreateVenue'], 'adminVenues'),
  admin('adminForum', 'forum', ['community', 'communityGuidelines'], 'adminForum'),
  admin('adminMessageReports', 'berichten-meldingen', ['adminForum', 'adminUsers'], 'adminMessageReports'),
  admin('adminCategories', 'categorieen', ['adminEvents'], 'adminCategories'),
  admin('adminAnalytics', 'analytics', ['adminMonitoring', 'admin'], 'adminAnalytics'),
  admin('adminSettings', 'instellingen', ['adminEmailLogs', 'adminStorage'], 'adminSettings'),
  admin('adminEmailLogs', 'instellingen/email-logs', ['adminSettings', 'adminBroadcast'], 'adminEmailLogs'),
  admin('adminHelpdesk', 'helpdesk', ['helpCenter', 'adminUsers'], 'adminHelpdesk'),
  admin('adminBroadcast', 'broadcast-notifications', ['adminEmailLogs', 'adminUsers'], 'adminBroadcast'),
  admin('adminSubscriptions', 'abonnementen', ['adminUsers', 'pricing'], 'adminSubscriptions'),
  admin('adminMonitoring', 'monitoring', ['adminAnalytics', 'adminStorage'], 'adminMonitoring'),
  admin('adminEventDetail', 'evenement/:eventId', ['adminEvents'], 'adminEventDetail'),
  admin('adminUserDetail', 'gebruiker/:userId', ['adminUsers'], 'adminUserDetail'),
  admin('adminPurityTest', 'gebruiker/:userId/purity-test', ['adminUsers'], 'adminPurityTest'),
  admin('adminOrganizationDetail', 'organisatie/:orgId', ['adminOrganizations'], 'adminOrganizationDetail'),
  admin('adminCreateEvent', 'evenement-aanmaken', ['adminEvents', 'adminBulkUpload'], 'adminCreateEvent'),
  admin('adminCreateOrganization', 'organisatie-aanmaken', ['adminOrganizations'], 'adminCreateOrganization'),
  admin(
    'adminCreateProfessional',
    'professional-aanmaken',
    ['adminProfessionals'],
    'adminCreateProfessional',
  ),
  admin('adminCreateVenue', 'venue-aanmaken', ['adminVenues'], 'adminCreateVenue'),
  admin('adminBulkUpload', 'bulk-upload', ['adminEventsBulkUpload', 'adminCreateOrganization'], 'bulkUpload'),
  admin('adminEventsBulkUpload', 'evenementen/bulk-upload', ['adminEvents', 'adminBulkUpload'], 'bulkUpload'),
  admin('adminStorage', 'storage', ['adminMonitoring', 'adminSettings'], 'adminStorage'),
  admin('adminRoadmap', 'roadmap', ['roadmap'], 'adminRoadmap'),
  admin('adminTestData', 'test-data', ['adminBulkUpload', 'admin'], 'adminTestData'),
  // Not in spec §2 (issue 16): every admin action with who, what, when and before/after.
  admin('adminAuditLog', 'logboek', ['adminSettings', 'adminUsers'], 'adminAuditLog'),

  // Test and demo pages
  // Issue 17: the showcase pages, outside production or for admins only (core/domain/testPages.ts).
  screen('responsiveTest', 'test', ['/responsive-test'], {
    page: 'responsiveTest',
    links: ['unifiedListingTest', 'mapTest'],
  }),
  screen('unifiedListingTest', 'test', ['/unified-listing-test'], {
    page: 'unifiedListingTest',
    links: ['events', 'responsiveTest'],
  }),
  screen('mapTest', 'test', ['/map-test'], { page: 'mapTest', links: ['events', 'responsiveTest'] }),
  screen('novuTest', 'test', ['/novu-test'], { page: 'novuTest', links: ['dashNotifications'] }),
  screen('tabDropdownTest', 'test', ['/tab-dropdown-test'], {
    page: 'tabDropdownTest',
    links: ['community', 'responsiveTest'],
  }),
];

export type RedirectRule = { from: string; to: string };

/**
 * Aliases that only forward (spec §2). Targets are fixed paths: no query string or hash is carried over,
 * so an old link never drags stale parameters into the new page.
 */
export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/pricing', to: '/prijzen' },
  { from: '/pricing/:category', to: '/prijzen' },
  { from: '/auth/register', to: '/gratis-proefperiode' },
  { from: '/register', to: '/gratis-proefperiode' },
  { from: '/registreren', to: '/gratis-proefperiode' },
  { from: '/subscription/renewal-cancelled', to: '/dashboard' },
  // Spec §6 guards /dashboard/profiel with the organisation roles and /dashboard/profile with the
  // professional roles, so each alias leads to the profile form of that role.
  { from: '/dashboard/profiel', to: '/dashboard/organization/profiel' },
  { from: '/dashboard/profile', to: '/dashboard/professional/profiel' },
  // The mobile menu of spec §2 names /dashboard/bookings; the dashboard's bookings screen is venue/bookings.
  { from: '/dashboard/bookings', to: '/dashboard/venue/bookings' },
];

/**
 * Whether a concrete pathname matches a route pattern, as the router matches it: `:name` is one non-empty
 * segment, letters compare case-insensitively, one trailing slash is allowed.
 */
export const matchesPattern = (pattern: string, pathname: string): boolean => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const want = pattern.split('/');
  const got = trimmed.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => {
    const actual = got[i] ?? '';
    if (segment.startsWith(':')) return actual.length > 0;
    return segment.toLowerCase() === actual.toLowerCase();
  });
};

/** The screen a concrete pathname shows (null → 404 or redirect). */
export const screenForPath = (pathname: string): ScreenDef | null =>
  SCREENS.find((s) => s.paths.some((path) => matchesPattern(path, pathname))) ?? null;

/** Where a path is forwarded to, or null when it is not an alias. */
export const resolveRedirect = (pathname: string): string | null =>
  REDIRECTS.find((r) => matchesPattern(r.from, pathname))?.to ?? null;

/** Whether the app has a page (or an alias that forwards to one) at this pathname. */
export const isAppPage = (pathname: string): boolean =>
  screenForPath(pathname) !== null || resolveRedirect(pathname) !== null;
