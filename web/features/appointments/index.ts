// What routes use of appointments: the availability screen's parts and the service page's request panel.
export { AvailabilityOverview } from './AvailabilityOverview';
export { BookAppointmentPanel } from './BookAppointmentPanel';
export { ExceptionsPanel } from './ExceptionsPanel';
export { IncomingRequests } from './IncomingRequests';
export { useAvailability } from './queries';
export { WeeklyHoursEditor } from './WeeklyHoursEditor';
