// What routes and other features use of events (house rule 2). Only re-exports.
export { EventCard } from './EventCard';
export { useMapConfig } from './queries';
