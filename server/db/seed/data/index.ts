/**
 * Demo content for the seed: pure, deterministic data (no database code). Everything derives from fixed
 * lists and the seeded PRNG in random.ts, so two runs with the same `now` produce identical content.
 */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountSeed } from './accounts';
export {
  MAIN_CATEGORIES,
  SUB_CATEGORIES,
  subtypesOf,
  type MainCategorySeed,
  type SubCategorySeed,
} from './categories';
export {
  addressIn,
  CITIES,
  cityByName,
  COUNTRY_BOUNDS,
  jitterCoords,
  pickCity,
  type CitySeed,
  type Country,
} from './cities';
export type { OccurrenceSeed, RecurrenceSeed, SessionSeed } from './event-schedule';
export type { PriceMode, TicketSeed } from './event-tickets';
export { EVENT_TEMPLATES, type EventTemplate } from './event-templates';
export {
  createEventStream,
  DEFAULT_EVENT_COUNT,
  generateEvents,
  isPublicUpcoming,
  type EventKind,
  type EventSeed,
  type GenerateEventsOptions,
} from './events';
export {
  buildForumTopics,
  FORUM_CATEGORIES,
  type ForumCategorySeed,
  type ForumPostSeed,
  type ForumTopicSeed,
} from './forum';
export { buildHelpArticles, HELP_CATEGORIES, type HelpArticleSeed } from './help';
export {
  avatarImage,
  eventImage,
  ORGANIZATIONS,
  organizationBySlug,
  venueImage,
  type OrganizationSeed,
} from './organizations';
export { generateMembers, INTERESTS, type MemberSeed } from './people';
export { PLAN_CATALOG, PLAN_TEXTS, type CatalogPlan } from '../../../../core/domain/planCatalog';
export {
  PROFESSIONAL_TYPES,
  SERVICE_TEMPLATES,
  type PriceType,
  type ProfessionalTypeSeed,
  type ServiceSeed,
} from './professional-services';
export { PROFESSIONALS, type Gender, type ProfessionalSeed } from './professionals';
export { createRng, DEMO_SEED, seedFor, uuidFor, type Rng } from './random';
export { generateReviews, type ReviewSeed, type ReviewTarget } from './reviews';
export { ROADMAP_ITEMS, type RoadmapItemSeed, type RoadmapStatus } from './roadmap';
export { SPEAKERS, type SpeakerSeed } from './speakers';
export { slugify } from './text';
export { VENUES, type VenueSeed } from './venues';

/** Default number of generated community members. */
export const DEFAULT_MEMBER_COUNT = 120;
