// /admin/gebruiker/:userId/purity-test: the data-integrity checks of one account with one-click repairs.
export { PurityReportView } from './PurityReportView';
