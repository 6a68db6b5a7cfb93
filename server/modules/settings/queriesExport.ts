import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  bundleSubscriptions,
  chatMessages,
  eventFavorites,
  events,
  forumPosts,
  forumTopics,
  invoices,
  notifications,
  organizationProfiles,
  organizationReviews,
  professionalFavorites,
  professionalReviews,
  professionals,
  profileUsers,
  profiles,
  sessions,
  userFollows,
  userRoles,
  userSubscriptions,
  users,
  venueFavorites,
  venueProfiles,
  venueReviews,
} from '../../db/schema';

type Row = Record<string, unknown>;

/**
 * Every table that holds a member's own data, read for the JSON export. Secrets never leave: no password
 * hashes (accounts.password), session tokens or two-factor secrets; only the columns listed for those tables.
 */
export const selectExportData = async (db: Db, userId: string) => {
  const [
    account,
    profile,
    roles,
    teamMemberships,
    organizations,
    venues,
    ownProfessionals,
    subscriptions,
    bundles,
    ownInvoices,
    favoriteEvents,
    favoriteVenues,
    favoriteProfessionals,
    follows,
    organizationReviewRows,
    venueReviewRows,
    professionalReviewRows,
    topics,
    posts,
    ownNotifications,
    messagesSent,
    ownSessions,
    logins,
  ] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select().from(userRoles).where(eq(userRoles.userId, userId)),
    db.select().from(profileUsers).where(eq(profileUsers.userId, userId)),
    db.select().from(organizationProfiles).where(eq(organizationProfiles.userId, userId)),
    db.select().from(venueProfiles).where(eq(venueProfiles.userId, userId)),
    db.select().from(professionals).where(eq(professionals.userId, userId)),
    db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)),
    db.select().from(bundleSubscriptions).where(eq(bundleSubscriptions.userId, userId)),
    db.select().from(invoices).where(eq(invoices.userId, userId)),
    db
      .select({
        id: eventFavorites.id,
        eventId: eventFavorites.eventId,
        eventTitle: events.title,
        eventSlug: events.slug,
        createdAt: eventFavorites.createdAt,
      })
      .from(eventFavorites)
      .leftJoin(events, eq(events.id, eventFavorites.eventId))
      .where(eq(eventFavorites.userId, userId)),
    db.select().from(venueFavorites).where(eq(venueFavorites.userId, userId)),
    db.select().from(professionalFavorites).where(eq(professionalFavorites.userId, userId)),
    db.select().from(userFollows).where(eq(userFollows.followerId, userId)),
    db.select().from(organizationReviews).where(eq(organizationReviews.reviewerId, userId)),
    db.select().from(venueReviews).where(eq(venueReviews.reviewerId, userId)),
    db.select().from(professionalReviews).where(eq(professionalReviews.reviewerId, userId)),
    db.select().from(forumTopics).where(eq(forumTopics.authorId, userId)),
    db.select().from(forumPosts).where(eq(forumPosts.authorId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(chatMessages).where(eq(chatMessages.senderId, userId)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
  ]);
  const rows = (list: readonly object[]): Row[] => list.map((r) => ({ ...r }));
  return {
    account: account[0] ? { ...account[0], signInMethods: rows(logins) } : null,
    profile: profile[0] ? { ...profile[0] } : null,
    roles: rows(roles),
    teamMemberships: rows(teamMemberships),
    ownedProfiles: {
      organizations: rows(organizations),
      venues: rows(venues),
      professionals: rows(ownProfessionals),
    },
    subscriptions: [...rows(subscriptions), ...rows(bundles).map((b) => ({ ...b, kind: 'bundle' }))],
    invoices: rows(ownInvoices),
    favorites: {
      events: rows(favoriteEvents),
      venues: rows(favoriteVenues),
      professionals: rows(favoriteProfessionals),
    },
    follows: rows(follows),
    reviews: {
      organizations: rows(organizationReviewRows),
      venues: rows(venueReviewRows),
      professionals: rows(professionalReviewRows),
    },
    forum: { topics: rows(topics), posts: rows(posts) },
    notifications: rows(ownNotifications),
    messagesSent: rows(messagesSent),
    sessions: rows(ownSessions),
  };
};
