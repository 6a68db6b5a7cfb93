/**
 * The front door of modules/help: the help centre (spec §2 /support, /ondersteuning, /help and the four
 * article paths; §3 helpdesk article) and its admin screen (/admin/helpdesk). Articles are Markdown rendered
 * through the one sanitiser of §5; search is Dutch full text over the unaccented vector of migration 0012.
 * The sitemap lists published articles through the events seo query (it owns /sitemap.xml).
 */
export { helpRoutes } from './routes';
export { helpCenterPageData } from './centerPage';
