/**
 * The front door of modules/appointments: a professional's availability and the appointment requests members
 * send from a service page (issue 12).
 *
 * Its own domain rather than part of services or professionals: it owns professional_availability,
 * professional_availability_exceptions and professional_bookings, the free-slot calculation (weekly hours
 * and exceptions minus accepted appointments, core/domain/weeklyHours) and the request life cycle
 * (requested → accepted | declined → cancelled) with its mails. Overlapping accepted appointments are refused
 * by the exclusion constraint professional_bookings_no_overlap. Venue hire is the sibling module `bookings`.
 */
export { appointmentRoutes } from './routes';
