// What routes use of the help centre: the public pages and the admin helpdesk.
export { formatHelpDate } from './format';
export { HelpAdminList } from './HelpAdminList';
export { HelpArticleForm } from './HelpArticleForm';
export { HelpArticleView } from './HelpArticleView';
export { HelpCategoryGrid } from './HelpCategoryGrid';
export { HelpContactBlock } from './HelpContactBlock';
export { HelpOverviewSections } from './HelpOverviewSections';
export { HelpSearchBox } from './HelpSearchBox';
export { HelpSearchResults } from './HelpSearchResults';
export {
  helpKeys,
  useAdminHelpArticle,
  useAdminHelpArticles,
  useCountHelpView,
  useHelpArticle,
  useHelpOverview,
  useHelpSearch,
} from './queries';
