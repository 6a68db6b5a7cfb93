import { pgEnum } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../../core/domain/payments';
import { CONTEXT_TYPES, PROFILE_TYPES, ROLES } from '../../../core/domain/roles';
import { EVENT_STATUSES } from '../../../core/schemas/events';
import { BOOKING_STATUSES, VENUE_UNIT_KINDS } from '../../../core/domain/bookings';
import { ROADMAP_STATUSES } from '../../../core/schemas/site';
import {
  ISSUED_TICKET_STATUSES,
  TICKET_ORDER_STATUSES,
  WAITLIST_STATUSES,
} from '../../../core/domain/tickets';

export const appRole = pgEnum('app_role', ROLES);
export const contextType = pgEnum('context_type', CONTEXT_TYPES);
export const profileType = pgEnum('profile_type', PROFILE_TYPES);
export const profileUserRole = pgEnum('profile_user_role', ['owner', 'member']);
export const profileUserStatus = pgEnum('profile_user_status', ['active', 'invited', 'removed']);
export const eventStatus = pgEnum('event_status', EVENT_STATUSES);
export const recurrenceFrequency = pgEnum('recurrence_frequency', ['daily', 'weekly', 'monthly', 'yearly']);
export const recurrenceEndType = pgEnum('recurrence_end_type', ['never', 'after', 'on']);
export const serviceStatus = pgEnum('service_status', ['active', 'published', 'draft']);
export const professionalStatus = pgEnum('professional_status', ['draft', 'published', 'suspended']);
export const topicStatus = pgEnum('topic_status', ['open', 'closed']);
export const forumReportStatus = pgEnum('forum_report_status', ['open', 'resolved', 'dismissed']);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const billingInterval = pgEnum('billing_interval', ['6m', '1y', '2y']);
export const planKind = pgEnum('plan_kind', ['single', 'combo']);
export const roadmapStatus = pgEnum('roadmap_status', ROADMAP_STATUSES);
export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'failed']);
/** Venue hire and professional booking requests (issue 12): requested → accepted | declined | cancelled. */
export const bookingStatus = pgEnum('booking_request_status', BOOKING_STATUSES);
export const venueUnitKind = pgEnum('venue_unit_kind', VENUE_UNIT_KINDS);
export const checkoutStatus = pgEnum('checkout_status', [
  'open',
  'completed',
  'expired',
  'canceled',
  'failed',
]);
/** What a checkout session buys (issue 14): a plan (new, change or renewal) or a ticket order. */
export const checkoutKind = pgEnum('checkout_kind', ['subscription', 'ticket_order']);
export const ticketOrderStatus = pgEnum('ticket_order_status', TICKET_ORDER_STATUSES);
export const waitlistStatus = pgEnum('waitlist_status', WAITLIST_STATUSES);
export const issuedTicketStatus = pgEnum('issued_ticket_status', ISSUED_TICKET_STATUSES);
/** Why a user holds a role: granted by hand (admin, sign-up of a free role) or by a subscription's plan. */
export const roleSource = pgEnum('role_source', ['manual', 'subscription']);
