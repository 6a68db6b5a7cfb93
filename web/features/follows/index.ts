export { FollowButton } from './FollowButton';
export { FollowingList } from './FollowingList';
export { FOLLOWING_PAGE_SIZE, useFollowerCount, useFollowing } from './queries';
