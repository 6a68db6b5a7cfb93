/** The front door of modules/purity (issue 16): the data-integrity test of one account and its repairs. */
export { purityRoutes } from './routes';
export { purityTestRoutes } from './testPlant.routes';
