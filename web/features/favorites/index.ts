export { FavoriteButton } from './FavoriteButton';
export { SAVED_PAGE_SIZE, useSavedEvents } from './queries';
export { SavedEventList } from './SavedEventList';
export { useSavedCountStream } from './useSavedCountStream';
