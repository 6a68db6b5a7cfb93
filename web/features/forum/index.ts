// What routes use of the forum (spec §2 Community, /dashboard/forum, /admin/forum, the event page's discussions).
export { AdminForumCategories } from './AdminForumCategories';
export { AdminForumReports } from './AdminForumReports';
export { CategoryIcon } from './CategoryIcon';
export { CategoryList } from './CategoryList';
export { CommunityHeader } from './CommunityHeader';
export { CommunityTabs } from './CommunityTabs';
export { EventDiscussions } from './EventDiscussions';
export { Leaderboard } from './Leaderboard';
export { MyForumActivity } from './MyForumActivity';
export {
  COMMUNITY_PATH,
  CREATE_TOPIC_PATH,
  categoryPath,
  discussEventPath,
  editTopicPath,
  loginReturningTo,
  topicPath,
} from './paths';
export { forumKeys, useCountTopicView, useForumCategory, useForumTopic } from './queries';
export { StatsSidebar } from './StatsSidebar';
export { TopicForm } from './TopicForm';
export { TopicList } from './TopicList';
export { TopicView } from './TopicView';
