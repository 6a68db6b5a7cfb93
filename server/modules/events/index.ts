/**
 * The events domain's front door: app.ts, jobs, other modules and tests outside the domain import only from
 * here. Inside, the sub-areas (search, detail, seo, manage, import, lifecycle) use each other directly.
 */
export { type EventRouteDeps, eventRoutes } from './routes';
export { eventsPageData } from './seo/pageData';
// The landing page (modules/site): its row of upcoming events, seeded into the HTML as the API answers it.
export { upcomingEventsPage } from './seo/pageData';

// Favourites (saved events): the public event a user saves, and the listing cards of their saved events.
export { findPublicEvent } from './detail/service';
export { selectCardRows } from './search/queries';
export { presentCards } from './search/service';

// Profile pages (venues): the upcoming events at a venue as event cards.
export { listUpcomingEventsAtVenue } from './search/service';
// Organisation pages: the next events of an organisation as event cards, with their total.
export { listUpcomingEventsOfOrganization } from './search/service';

// Scheduled upkeep (server/jobs): past events move on or expire; images no event took up are removed.
export {
  EVENT_LIFECYCLE_INTERVAL_MS,
  refreshEventLifecycle,
  removeUnusedEventImages,
} from './lifecycle/service';

// Venue hire (modules/bookings): an accepted booking linked to an event sets the event's venue.
export { setEventVenue } from './manage/queriesVenue';
// Dashboards (modules/analytics): the actor's events as the events dashboard counts them, and its overview
// figures (upcoming, drafts, this month's publications against the plan limit).
export { selectEventIdsOfUser as eventIdsOfUser } from './manage/queries';
export { listDashboardEvents } from './manage/service';

// Tickets (modules/tickets): who may see an event's sales and check people in (the event's edit rule over its
// access facts), and the event's calendar file for ticket mails and the order's .ics.
export { selectEventAccess as eventAccessFacts } from './manage/queries';
export { type EventAccessFacts, eventsPolicy } from './policy';
export { buildIcs, icsFileName } from './detail/ics';
export { eventPageUrl } from './seo/eventUrl';
// Admin dashboard (issue 16): members' reports of events no admin has resolved yet.
export { countOpenEventReports } from './admin/reports';
// The framework-cost benchmark (bench/overhead.ts): the search as the route runs it, and its statements.
export { searchPublicEvents } from './search/service';
export { selectCategoriesForEvents, selectPublicEventPage } from './search/queries';
