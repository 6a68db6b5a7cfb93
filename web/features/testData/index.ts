// /admin/test-data: the generate form, the test data present now, the live progress of a run and the history.
export { GenerateForm } from './GenerateForm';
export { PresentData } from './PresentData';
export { RunHistory } from './RunHistory';
export { RunProgress } from './RunProgress';
export { useTestDataOverview, useTestDataRun, useTestDataRuns } from './queries';
