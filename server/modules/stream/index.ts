/** The front door of modules/stream: the one realtime stream per tab (issue 15). */
export { streamRoutes } from './routes';
