// What routes and other features use of directories: the unified listing card of spec §3 and the result
// list every directory shares (venues now; organisations, professionals and members next).
export { DirectoryResults, type DirectorySearch } from './DirectoryResults';
export { DirectorySearchInput } from './DirectorySearchInput';
export { DirectoryToolbar } from './DirectoryToolbar';
export { ListingCard, type ListingCardLayout } from './ListingCard';
