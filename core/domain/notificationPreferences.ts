/**
 * E-mail notification types a member can switch on or off (/dashboard/instellingen/notificaties). Stored per
 * user and type in `notification_preferences`; a type without a row uses its default here. Labels live in the
 * web's `settings` namespace under `notifications.types.<type>`.
 */
export const NOTIFICATION_TYPES = [
  'event_reminders',
  'followed_organizers',
  'messages',
  'reviews',
  'forum_replies',
  // Issue 15: every cause of a notification has a type the member can steer.
  'bookings',
  'tickets',
  'payments',
  'teams',
  'announcements',
  'newsletter',
  'product_updates',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Groups the settings page shows, in order. */
export const NOTIFICATION_GROUPS = {
  activity: ['event_reminders', 'followed_organizers', 'messages', 'reviews', 'forum_replies'],
  business: ['bookings', 'tickets', 'payments', 'teams'],
  kring: ['announcements', 'newsletter', 'product_updates'],
} as const satisfies Record<string, readonly NotificationType[]>;

/** Default e-mail choice per type: what people expect from their own activity is on, marketing is off. */
export const NOTIFICATION_DEFAULTS: Readonly<Record<NotificationType, boolean>> = {
  event_reminders: true,
  followed_organizers: true,
  messages: true,
  reviews: true,
  forum_replies: true,
  bookings: true,
  tickets: true,
  payments: true,
  teams: true,
  announcements: false,
  newsletter: false,
  product_updates: false,
};

export const isNotificationType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);

/**
 * Stored choices merged over the defaults, in catalogue order. Rows for types that no longer exist are
 * ignored, so retiring a type never breaks the page.
 */
export const resolveNotificationPreferences = (
  stored: ReadonlyArray<{ type: string; email: boolean; inApp?: boolean; push?: boolean }>,
): Array<{ type: NotificationType; email: boolean; inApp: boolean; push: boolean; isDefault: boolean }> => {
  const chosen = new Map(stored.filter((row) => isNotificationType(row.type)).map((r) => [r.type, r]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = chosen.get(type);
    return {
      type,
      email: row?.email ?? NOTIFICATION_DEFAULTS[type],
      inApp: row?.inApp ?? CHANNEL_DEFAULTS.inApp,
      push: row?.push ?? CHANNEL_DEFAULTS.push,
      isDefault: row === undefined,
    };
  });
};

/** The three channels of a notification (issue 15): the bell (in-app), e-mail and web push. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** In-app is on and push is off for every type until the member chooses (push needs the browser's consent). */
export const CHANNEL_DEFAULTS = { inApp: true, push: false } as const;
