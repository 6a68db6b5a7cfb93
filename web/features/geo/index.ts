// What routes and other features use of geo: the location field with its autocomplete and 'Mijn locatie',
// and the center of a radius search for a location text (events, venues, the next directories).
export { LocationField } from './LocationField';
export { type SearchCenter, useSearchCenter } from './geoQueries';
export { LazyLocationMap } from './LazyLocationMap';
export { LazyMapBox } from './LazyMapBox';
export type { LocationMapProps } from './LocationMap';
// A single place field of a form (home city on /dashboard/personalisatie): suggestions as one types.
export { usePlaceSuggestions } from './usePlaceSuggestions';
export { PlaceSuggestionList } from './PlaceSuggestionList';
