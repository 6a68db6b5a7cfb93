export { FavoriteButton } from './FavoriteButton';
export { SAVED_PAGE_SIZE, useSavedEvents } from './queries';
export { SavedEventList } from './SavedEventList';
export { SaveProfileButton } from './SaveProfileButton';
export { useProfileSavedCount, useSavedCountStream } from './useSavedCountStream';
