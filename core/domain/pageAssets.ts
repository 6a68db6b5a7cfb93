import type { PageId } from './screens';

/**
 * What the server-rendered pages (core/domain/serverRender.ts) load in the browser before they hydrate: their
 * route module (a path under web/, as Vite's build manifest names it) and their translation namespaces besides
 * 'common'. The web router loads each page with exactly these namespaces (web/app/routes.tsx pageLoader); the
 * server preloads the module's chunks and the namespaces' Dutch files with the HTML (server/http/pageData.ts), so
 * hydration waits on nothing it could have fetched earlier. pageAssets.test.ts keeps the two in step.
 */
export type PageAssets = { module: string; namespaces: readonly string[] };

export const PAGE_ASSETS = {
  landing: { module: 'routes/LandingPage.tsx', namespaces: ['site', 'events'] },
  events: { module: 'routes/events/EventsPage.tsx', namespaces: ['events', 'geo', 'favorites'] },
  eventPage: {
    module: 'routes/event/EventPage.tsx',
    namespaces: ['screens', 'events', 'eventDetail', 'favorites', 'forum', 'tickets', 'messages'],
  },
  helpCenter: { module: 'routes/help/HelpCenterPage.tsx', namespaces: ['help', 'errors'] },
  helpArticle: { module: 'routes/help/HelpArticlePage.tsx', namespaces: ['help', 'screens', 'errors'] },
  pricing: { module: 'routes/site/PricingPage.tsx', namespaces: ['payments'] },
  roadmap: { module: 'routes/site/RoadmapPage.tsx', namespaces: ['roadmap', 'errors'] },
  privacy: { module: 'routes/site/PrivacyPage.tsx', namespaces: ['site'] },
  terms: { module: 'routes/site/TermsPage.tsx', namespaces: ['site'] },
  about: { module: 'routes/site/AboutPage.tsx', namespaces: ['site'] },
  contact: { module: 'routes/site/ContactPage.tsx', namespaces: ['site'] },
  members: { module: 'routes/members/MembersPage.tsx', namespaces: ['members', 'directories'] },
  memberPage: {
    module: 'routes/members/MemberPage.tsx',
    namespaces: ['screens', 'members', 'follows', 'errors'],
  },
  organizations: {
    module: 'routes/organizations/OrganizationsPage.tsx',
    namespaces: ['organizations', 'venues', 'directories', 'geo'],
  },
  organizationPage: {
    module: 'routes/organizations/OrganizationPage.tsx',
    namespaces: [
      'screens',
      'organizations',
      'venues',
      'events',
      'favorites',
      'follows',
      'reviews',
      'errors',
      'messages',
    ],
  },
  organizationReviews: {
    module: 'routes/reviews/OrganizationReviewsPage.tsx',
    namespaces: ['screens', 'reviews', 'errors'],
  },
  venues: { module: 'routes/venues/VenuesPage.tsx', namespaces: ['venues', 'directories', 'geo'] },
  venuePage: {
    module: 'routes/venues/VenuePage.tsx',
    namespaces: [
      'screens',
      'venues',
      'events',
      'favorites',
      'follows',
      'reviews',
      'bookings',
      'errors',
      'messages',
    ],
  },
  premiumHighlights: {
    module: 'routes/members/PremiumHighlightsPage.tsx',
    namespaces: ['members', 'directories'],
  },
  addEvent: { module: 'routes/site/NextStepPages.tsx', namespaces: ['screens', 'profiles'] },
  createProfile: { module: 'routes/site/NextStepPages.tsx', namespaces: ['screens', 'profiles'] },
  restricted: { module: 'routes/site/RestrictedPage.tsx', namespaces: ['screens', 'accounts'] },
  servicePage: {
    module: 'routes/services/ServicePage.tsx',
    namespaces: ['screens', 'services', 'appointments', 'errors'],
  },
  community: { module: 'routes/community/CommunityPage.tsx', namespaces: ['forum', 'errors'] },
  communityCategory: {
    module: 'routes/community/CommunityCategoryPage.tsx',
    namespaces: ['screens', 'forum', 'errors'],
  },
  communityTopic: { module: 'routes/community/TopicPage.tsx', namespaces: ['screens', 'forum', 'errors'] },
  communityCategories: {
    module: 'routes/community/CommunityCategoriesPage.tsx',
    namespaces: ['forum', 'errors'],
  },
  communityTopics: { module: 'routes/community/CommunityTopicsPage.tsx', namespaces: ['forum', 'errors'] },
  communityGuidelines: { module: 'routes/community/GuidelinesPage.tsx', namespaces: ['forum'] },
  communityLeaderboard: { module: 'routes/community/LeaderboardPage.tsx', namespaces: ['forum', 'errors'] },
} as const satisfies Partial<Record<PageId, PageAssets>>;

/** The pages listed above. */
export type ServerPageId = keyof typeof PAGE_ASSETS;

/** A page's assets, or null for a page that is not server-rendered. */
export const pageAssetsOf = (page: PageId | undefined): PageAssets | null =>
  page !== undefined && page in PAGE_ASSETS ? PAGE_ASSETS[page as ServerPageId] : null;
