/**
 * Venue hire and professional booking requests (issue 12). Times are Dutch wall-clock time
 * (Europe/Amsterdam, daylight saving included) and travel as ISO instants; weeks start on Monday and
 * weekdays are ISO numbers (1 = Monday … 7 = Sunday).
 */

/** requested → accepted | declined; requested or accepted → cancelled. */
export const BOOKING_STATUSES = ['requested', 'accepted', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A bookable unit is the whole venue or one room. Booking the whole venue takes every room, so it can never
 * overlap a room booking; two rooms of one venue can be hired at once.
 */
export const VENUE_UNIT_KINDS = ['whole', 'room'] as const;
export type VenueUnitKind = (typeof VENUE_UNIT_KINDS)[number];

/** ISO weekdays, Monday first (week starts Monday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BOOKING_LIMITS = {
  /** Units (whole venue + rooms) per venue. */
  unitsPerVenue: 20,
  /** Opening-hour ranges per weekday. */
  rangesPerWeekday: 3,
  /** A single request may span at most this many days. */
  maxRequestDays: 14,
  /** How far ahead a request may start. */
  maxDaysAhead: 730,
  /** Message of a booking request. */
  messageMaxLength: 2000,
  /** Calendar windows a client may ask for at once. */
  calendarMaxDays: 62,
} as const;

/**
 * Who may move a booking request to which status: the owner side answers a request (accept or decline) and
 * may cancel an accepted booking; the requester may cancel while it is requested or accepted.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: ['accepted', 'declined', 'cancelled'],
  accepted: ['cancelled'],
  declined: [],
  cancelled: [],
};

/** True when a request in status `from` may become `to`. */
export const canMoveBooking = (from: BookingStatus, to: BookingStatus): boolean =>
  BOOKING_TRANSITIONS[from].includes(to);
