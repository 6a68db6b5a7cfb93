/**
 * The front door of modules/services: professional services (spec §3 professional_services).
 *
 * Services are their own domain rather than part of the professionals module: they have their own public
 * page (/dienst/{id}, GET /api/services/:id) and their own dashboard routes (/api/dashboard/services), their
 * own plan limit (spec §6: a standard professional keeps at most 5 active services, premium unlimited,
 * enforced here under a row lock on the professional), and their own life cycle (published by default, a
 * draft kept aside) that does not touch the professional's profile. The professionals module only reads
 * them for the profile page; this module only reads the professional it acts for.
 */
export { serviceRoutes } from './routes';
