/** The roadmap feature (issue 16): the member's vote on /roadmap and the admin list of /admin/roadmap. */
export { AdminRoadmapList } from './AdminRoadmapList';
export { VoteButton } from './VoteButton';
