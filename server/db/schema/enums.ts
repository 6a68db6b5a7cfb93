import { pgEnum } from 'drizzle-orm/pg-core';
import { CONTEXT_TYPES, PROFILE_TYPES, ROLES } from '../../../core/domain/roles';
import { EVENT_STATUSES } from '../../../core/schemas/events';
import { BOOKING_STATUSES, VENUE_UNIT_KINDS } from '../../../core/domain/bookings';
import { ROADMAP_STATUSES } from '../../../core/schemas/site';

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
export const subscriptionStatus = pgEnum('subscription_status', [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'canceled_at_period_end',
]);
export const billingInterval = pgEnum('billing_interval', ['6m', '1y', '2y']);
export const planKind = pgEnum('plan_kind', ['single', 'combo']);
export const roadmapStatus = pgEnum('roadmap_status', ROADMAP_STATUSES);
export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'failed']);
/** Venue hire and professional booking requests (issue 12): requested → accepted | declined | cancelled. */
export const bookingStatus = pgEnum('booking_request_status', BOOKING_STATUSES);
export const venueUnitKind = pgEnum('venue_unit_kind', VENUE_UNIT_KINDS);
export const checkoutStatus = pgEnum('checkout_status', ['open', 'completed', 'expired', 'canceled']);
