/** The front door of modules/roadmap (issue 16): /admin/roadmap and the votes of /roadmap. */
export { roadmapRoutes } from './routes';
