/** The front door of modules/storage (issue 16): /admin/storage's files, totals, orphans and cleanup. */
export { storageRoutes } from './routes';
