import nlErrors from '../web/public/locales/nl/errors.json';

/**
 * The one error catalogue (spec §8): stable codes the web switches on, HTTP status, Dutch message.
 * Postgres failures map by constraint name first (specific message), then by SQLSTATE (generic message).
 * The Dutch texts live in web/public/locales/nl/errors.json (the web translates a code from the same
 * namespace, English in locales/en), so each text stands in one place.
 */

type ErrorDef = { status: number; message: string; hint?: string };

/** Every code with its HTTP status; its message (and hint, if any) come from the nl `errors` namespace. */
const STATUSES = {
  // Generic
  unknown: 500,
  unexpected: 500,
  validation_failed: 400,
  required_fields: 400,
  not_found: 404,
  route_not_found: 404,
  professional_not_found: 404,
  event_not_found: 404,
  venue_not_found: 404,
  organization_not_found: 404,
  /** GET /img/{width}: a width outside the fixed list, or a source that is not one of our images. */
  image_not_found: 404,
  network: 503,
  rate_limited: 429,
  too_many_streams: 429,
  mutation_failed: 500,
  not_ready: 503,

  // The request itself (server/http: body parser, router, Node's HTTP parser, input guard)
  bad_request: 400,
  /** U+0000 in a parameter, query or JSON string: PostgreSQL cannot store it, so it is refused at the door. */
  invalid_character: 400,
  request_timeout: 408,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  request_header_too_large: 431,

  // Auth and access
  invalid_credentials: 401,
  email_not_confirmed: 403,
  email_already_registered: 409,
  session_expired: 401,
  google_unavailable: 404,
  profile_session_invalid: 401,
  unauthenticated: 401,
  forbidden: 403,
  no_data_access: 403,
  admin_only: 403,
  impersonation_forbidden: 403,
  event_edit_forbidden: 403,
  event_view_forbidden: 403,
  mfa_code_invalid: 400,
  mfa_settings_unavailable: 500,
  mfa_setup_failed: 400,
  /** No (or an expired) pending two-factor challenge from sign-in. */
  mfa_challenge_failed: 401,
  password_incorrect: 400,
  /** ASVS 6.2: one of the 10 000 most used passwords. */
  password_too_common: 400,
  /** ASVS 6.2: the password is the e-mail address (or its part before the @). */
  password_is_email: 400,
  favorite_login_required: 401,
  account_suspended: 403,
  verification_invalid: 400,
  reset_token_invalid: 400,
  csrf_rejected: 403,

  // Profiles (spec §5)
  organization_name_required: 400,
  organization_member_cannot_create: 403,
  profile_exists: 409,
  professional_profile_exists: 409,
  venue_profile_exists: 409,
  venue_slug_exists: 409,
  organization_slug_exists: 409,
  professional_slug_exists: 409,
  username_taken: 409,
  profile_update_failed: 500,

  // Events (named constraints)
  event_title_exists: 409,
  event_slug_exists: 409,
  event_start_in_past: 400,
  event_end_before_start: 400,
  event_max_participants_invalid: 400,
  price_negative: 400,
  category_exists: 409,
  already_saved: 409,
  rating_out_of_range: 400,
  venue_gallery_full: 400,

  // Account settings (server/modules/settings)
  email_change_same: 400,
  email_change_invalid: 400,
  account_delete_confirm: 400,
  avatar_missing: 400,
  avatar_too_large: 413,
  avatar_invalid_type: 415,
  avatar_unreadable: 400,
  // end of account settings

  // Password change (server/modules/accounts/password*)
  /** better-auth refuses a sensitive change on a session that is too old: sign in again, then retry. */
  reauthentication_required: 403,
  password_not_set: 400,
  // end of password change

  // Teams and own organisation profile (server/modules/teams)
  team_profile_not_found: 404,
  team_owner_only: 403,
  team_invite_self: 400,
  team_member_exists: 409,
  team_member_not_found: 404,
  team_owner_cannot_be_removed: 400,
  team_invitation_not_found: 404,
  team_invitation_expired: 410,
  team_invitation_used: 410,
  team_invitation_wrong_account: 403,
  // end of teams

  // Owner-side profile forms (server/modules/profiles)
  profile_not_found: 404,
  profile_slug_exists: 409,
  organization_gallery_full: 400,
  profile_image_missing: 400,
  profile_image_too_large: 413,
  profile_image_invalid_type: 415,
  profile_image_unreadable: 400,
  // end of profiles

  // Admin: users, suspension, impersonation, e-mail log (server/modules/admin)
  admin_user_not_found: 404,
  admin_cannot_suspend_self: 403,
  admin_cannot_suspend_admin: 403,
  admin_cannot_impersonate_self: 400,
  admin_cannot_impersonate_admin: 403,
  admin_target_suspended: 409,
  not_impersonating: 403,
  email_log_not_found: 404,
  admin_profile_not_found: 404,
  admin_owner_not_found: 404,
  // end of admin

  // Event page and favourites (server/modules/events/detail, server/modules/favorites)
  favorite_save_failed: 500,
  follow_self: 400,
  follow_target_not_found: 404,
  // end of event page and favourites

  // Interests and recommendations (server/modules/recommendations)
  interests_category_unknown: 400,
  interests_city_unknown: 400,
  interests_participants_only: 403,
  // end of interests and recommendations

  // Reviews of organisations, venues and professionals (server/modules/reviews)
  review_subject_not_found: 404,
  review_not_found: 404,
  review_exists: 409,
  review_event_exists: 409,
  review_organization_not_eligible: 403,
  review_venue_not_eligible: 403,
  review_professional_not_eligible: 403,
  review_own_profile: 403,
  review_event_not_eligible: 403,
  review_all_events_reviewed: 409,
  review_reply_forbidden: 403,
  review_failed: 500,
  // end of reviews

  // Organisers' events (server/modules/events/manage)
  event_plan_limit_reached: 403,
  event_status_invalid: 409,
  event_delete_requires_trash: 409,
  event_trashed_locked: 409,
  event_subtype_unknown: 400,
  event_category_unknown: 400,
  event_venue_not_found: 400,
  event_organization_forbidden: 403,
  event_image_missing: 400,
  event_image_too_large: 413,
  event_image_invalid_type: 415,
  event_image_unreadable: 400,
  // end of organisers' events

  // Geocoding and bulk upload (server/integrations/geocoding, server/modules/geo, server/modules/events/import)
  bulk_upload_missing: 400,
  bulk_upload_invalid_type: 415,
  bulk_upload_too_large: 413,
  bulk_upload_too_many_rows: 400,
  bulk_upload_empty: 400,
  bulk_upload_unreadable: 400,
  bulk_upload_missing_columns: 400,
  bulk_row_required: 400,
  bulk_row_too_long: 400,
  bulk_row_date_invalid: 400,
  bulk_row_number_invalid: 400,
  bulk_row_integer_invalid: 400,
  bulk_row_city_unknown: 400,
  bulk_row_main_type_unknown: 400,
  bulk_row_subtype_unknown: 400,
  bulk_row_organization_unknown: 400,
  bulk_row_title_repeated: 400,
  // end of geocoding and bulk upload

  // Professional services (server/modules/services)
  service_not_found: 404,
  service_limit_reached: 409,
  service_professional_required: 409,
  service_professional_not_found: 404,
  service_duration_invalid: 400,
  service_type_unknown: 400,
  service_specialization_unknown: 400,
  // end of professional services

  // Venue hire and professional bookings (server/modules/bookings, server/modules/appointments)
  booking_not_found: 404,
  booking_forbidden: 403,
  booking_organization_required: 403,
  booking_slot_taken: 409,
  booking_slot_unavailable: 409,
  booking_in_past: 400,
  booking_over_capacity: 400,
  booking_too_long: 400,
  booking_already_answered: 409,
  booking_unit_not_found: 404,
  booking_unit_name_exists: 409,
  booking_hours_invalid: 400,
  // end of bookings

  // Professional availability and appointment requests (server/modules/appointments)
  appointment_own_service: 403,
  appointment_exception_exists: 409,
  appointment_professional_required: 409,
  // end of appointments

  // Forum (server/modules/forum; spec §8 forum texts)
  forum_login_required: 401,
  forum_category_not_found: 404,
  forum_topic_not_found: 404,
  forum_post_not_found: 404,
  forum_forbidden: 403,
  forum_topic_closed: 409,
  forum_vote_own: 400,
  forum_topic_limit: 429,
  forum_post_limit: 429,
  forum_duplicate_post: 409,
  forum_create_failed: 500,
  forum_update_failed: 500,
  forum_status_failed: 500,
  forum_delete_failed: 500,
  // end of forum

  // Help centre (server/modules/help)
  help_article_not_found: 404,
  help_article_slug_exists: 409,
  // end of help centre

  // Payments and tickets (server/modules/payments, server/modules/tickets)
  subscription_login_required: 401,
  subscription_sync_login_required: 401,
  roles_sync_login_required: 401,
  checkout_login_required: 401,
  checkout_failed: 502,
  plan_not_found: 404,
  checkout_session_not_found: 404,
  checkout_session_closed: 409,
  checkout_forbidden: 403,
  subscription_not_found: 404,
  subscription_action_invalid: 409,
  subscription_already_active: 409,
  portal_unavailable: 409,
  webhook_signature_invalid: 400,
  status_sync_failed: 502,
  roles_sync_failed: 500,
  invoice_not_found: 404,
  renewal_not_found: 404,
  renewal_expired: 410,
  ticket_login_required: 401,
  ticket_not_found: 404,
  ticket_order_not_found: 404,
  ticket_sold_out: 409,
  ticket_sales_closed: 409,
  ticket_forbidden: 403,
  ticket_order_not_cancelable: 409,
  waitlist_already_joined: 409,
  waitlist_not_sold_out: 409,
  waitlist_offer_invalid: 410,
  // end of payments and tickets

  // Notifications, messages and broadcasts (issue 15)
  notification_not_found: 404,
  notifications_login_required: 401,
  push_not_configured: 503,
  push_subscription_invalid: 400,
  unsubscribe_token_invalid: 400,
  stream_not_found: 404,
  messages_login_required: 401,
  conversation_not_found: 404,
  conversation_recipient_not_found: 404,
  conversation_self: 400,
  conversation_blocked: 403,
  message_rate_limited: 429,
  conversation_limit: 429,
  conversation_already_reported: 409,
  conversation_report_not_found: 404,
  block_self: 400,
  broadcast_city_unknown: 400,
  broadcast_organization_not_found: 404,
  broadcast_empty_audience: 400,
  // end of notifications

  // Members directory (server/modules/members)
  member_not_found: 404,
  // end of members directory

  // Admin events and event reports (issue 16, server/modules/events/admin)
  event_report_exists: 409,
  event_report_not_found: 404,
  event_report_resolved: 409,
  event_already_featured: 409,
  event_not_featured: 409,
  // end of admin events
  // Categories and roadmap admin (issue 16)
  category_not_found: 404,
  category_in_use: 409,
  category_type_in_use: 409,
  category_parent_unknown: 400,
  roadmap_item_not_found: 404,
  roadmap_login_required: 401,
  // end of categories and roadmap admin
  // Site settings (issue 16, server/modules/site/settings.ts)
  sign_ups_closed: 403,
  forum_posting_disabled: 403,
  direct_messages_disabled: 403,
  // end of site settings
  // Admin insights (server/modules/insights, issue 16)
  page_view_screen_unknown: 400,
  // end of admin insights
  // Purity test (issue 16)
  purity_check_not_repairable: 400,
  // end of purity test
  // Test data (server/modules/testData, /admin/test-data)
  test_data_production: 403,
  test_data_busy: 409,
  test_data_run_not_found: 404,
  // end of test data

  // Generic SQLSTATE messages (spec §8)
  db_integrity: 400,
  db_restrict: 409,
  db_not_null: 400,
  db_foreign_key: 400,
  db_unique: 409,
  db_check: 400,
  db_text_too_long: 400,
  db_number_too_large: 400,
  db_invalid_date: 400,
  db_invalid_time: 400,
  db_division_by_zero: 400,
  db_invalid_parameter: 400,
  db_permission: 403,
  db_syntax: 500,
  db_column_missing: 500,
  db_function_missing: 500,
  db_table_missing: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof STATUSES;

/** The nl file must hold a message for every code (a missing one fails the type check). */
const MESSAGES: Record<ErrorCode, string> = nlErrors;
const HINTS: Partial<Record<ErrorCode, string>> = nlErrors.hints;

export const ERRORS = Object.fromEntries(
  (Object.keys(STATUSES) as ErrorCode[]).map((code) => {
    const hint = HINTS[code];
    const def: ErrorDef = { status: STATUSES[code], message: MESSAGES[code], ...(hint ? { hint } : {}) };
    return [code, def];
  }),
) as Record<ErrorCode, ErrorDef>;

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERRORS, value);

/** Dutch message for a code (falls back to the generic unknown message). */
export const errorMessage = (code: string): string =>
  isErrorCode(code) ? ERRORS[code].message : ERRORS.unknown.message;

/** Named constraints (schema + custom migration) → specific codes. */
export const CONSTRAINT_ERRORS: Record<string, ErrorCode> = {
  events_title_unique: 'event_title_exists',
  events_slug_unique: 'event_slug_exists',
  events_start_in_future: 'event_start_in_past',
  events_end_after_start: 'event_end_before_start',
  event_occurrences_end_after_start: 'event_end_before_start',
  event_sessions_end_after_start: 'event_end_before_start',
  venue_bookings_end_after_start: 'event_end_before_start',
  venue_bookings_no_overlap: 'booking_slot_taken',
  professional_bookings_no_overlap: 'booking_slot_taken',
  venue_bookings_participants_positive: 'validation_failed',
  venue_units_name_unique: 'booking_unit_name_exists',
  venue_opening_hours_closes_after_opens: 'booking_hours_invalid',
  professional_availability_ends_after_starts: 'booking_hours_invalid',
  events_max_participants_positive: 'event_max_participants_invalid',
  professional_services_max_participants_positive: 'event_max_participants_invalid',
  professional_services_duration_positive: 'service_duration_invalid',
  events_price_non_negative: 'price_negative',
  event_tickets_price_non_negative: 'price_negative',
  professional_services_price_non_negative: 'price_negative',
  venue_profiles_daily_rate_non_negative: 'price_negative',
  venue_profiles_slug_unique: 'venue_slug_exists',
  venue_profiles_user_unique: 'venue_profile_exists',
  venue_profiles_gallery_limit: 'venue_gallery_full',
  organization_profiles_slug_unique: 'organization_slug_exists',
  organization_profiles_user_unique: 'profile_exists',
  professionals_slug_unique: 'professional_slug_exists',
  professionals_user_unique: 'professional_profile_exists',
  profiles_username_unique: 'username_taken',
  profiles_email_unique: 'email_already_registered',
  users_email_unique: 'email_already_registered',
  event_categories_name_unique: 'category_exists',
  event_categories_slug_unique: 'category_exists',
  forum_categories_name_unique: 'category_exists',
  forum_categories_slug_unique: 'category_exists',
  forum_topics_slug_unique: 'forum_duplicate_post',
  helpdesk_articles_slug_unique: 'help_article_slug_exists',
  event_favorites_unique: 'already_saved',
  event_tickets_sold_within_quantity: 'ticket_sold_out',
  ticket_waitlist_open_unique: 'waitlist_already_joined',
  organization_reviews_rating_range: 'rating_out_of_range',
  venue_reviews_rating_range: 'rating_out_of_range',
  professional_reviews_rating_range: 'rating_out_of_range',
  organization_reviews_one_per_event: 'review_event_exists',
  venue_reviews_one_per_reviewer: 'review_exists',
  professional_reviews_one_per_reviewer: 'review_exists',
};

/** SQLSTATE → generic code (spec §8). */
export const SQLSTATE_ERRORS: Record<string, ErrorCode> = {
  '23000': 'db_integrity',
  '23001': 'db_restrict',
  '23502': 'db_not_null',
  '23503': 'db_foreign_key',
  '23505': 'db_unique',
  '23514': 'db_check',
  '22001': 'db_text_too_long',
  '22003': 'db_number_too_large',
  '22007': 'db_invalid_date',
  '22008': 'db_invalid_time',
  '22012': 'db_division_by_zero',
  '22023': 'db_invalid_parameter',
  '22P02': 'db_invalid_parameter',
  '42501': 'db_permission',
  '42601': 'db_syntax',
  '42703': 'db_column_missing',
  '42883': 'db_function_missing',
  '42P01': 'db_table_missing',
};

/** Map a Postgres error (code + optional constraint name) to a catalogue code, or null if not a known one. */
export const mapPostgresError = (
  sqlState: string | undefined,
  constraint?: string | null,
): ErrorCode | null => {
  if (constraint && CONSTRAINT_ERRORS[constraint]) return CONSTRAINT_ERRORS[constraint];
  if (sqlState && SQLSTATE_ERRORS[sqlState]) return SQLSTATE_ERRORS[sqlState];
  return null;
};

/** The error services throw; the HTTP layer turns it into the envelope with status and Dutch message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly hint?: string;
  readonly fields?: Record<string, string>;
  /** For 429: seconds until a new attempt can succeed (sent as the Retry-After header). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    details: {
      message?: string;
      hint?: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    const def: ErrorDef = ERRORS[code];
    super(details.message ?? def.message);
    this.name = 'AppError';
    this.code = code;
    this.status = def.status;
    this.hint = details.hint ?? def.hint;
    this.fields = details.fields;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
