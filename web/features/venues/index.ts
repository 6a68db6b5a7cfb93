// What routes use of venues: the directory's own filter fields, the venue page's parts and the queries.
export { useVenueDetail, useVenueSearch, venueKeys } from './queries';
export { VenueDescription } from './VenueDescription';
export { VenueEvents } from './VenueEvents';
export { VenueFacts } from './VenueFacts';
export { VenueFeatures } from './VenueFeatures';
export { VenueFilterFields } from './VenueFilterFields';
export { VenueGallery } from './VenueGallery';
export { VenueHero } from './VenueHero';
export { VenueMap } from './VenueMap';
