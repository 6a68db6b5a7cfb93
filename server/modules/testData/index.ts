/** The front door of modules/testData (issue 16, /admin/test-data): its routes and the stale-run sweep for jobs. */
export { testDataRoutes } from './routes';
export { failInterruptedRuns } from './service';
