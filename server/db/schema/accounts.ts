import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './auth';
import { appRole, contextType, profileType, profileUserRole, profileUserStatus, roleSource } from './enums';

/** Public profile of every account (spec §3 profiles); id = users.id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    avatarUrl: text('avatar_url'),
    email: text('email').notNull(),
    username: text('username'),
    slug: text('slug'),
    bio: text('bio'),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location'),
    city: text('city'),
    isPublic: boolean('is_public').notNull().default(true),
    connectionCount: integer('connection_count').notNull().default(0),
    eventsAttended: integer('events_attended').notNull().default(0),
    suspendedAt: tstz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    joinDate: tstz('join_date').notNull().defaultNow(),
    /** lower(unaccent(full name, username, city, interests)), kept by a trigger (migration 0008). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('profiles_email_unique').on(t.email),
    unique('profiles_username_unique').on(t.username),
    unique('profiles_slug_unique').on(t.slug),
    index('profiles_join_date_idx').on(t.joinDate),
    // Sign-ups per day on /admin/analytics (issue 16): the members of a window without reading the table.
    index('profiles_join_date_id_idx').on(t.joinDate, t.id),
    index('profiles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Roles held by a user, optionally scoped to a profile context (spec §3 user_roles). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    contextType: contextType('context_type').notNull().default('global'),
    contextId: uuid('context_id'),
    /** 'subscription' roles are added and removed by the role sync (payments); 'manual' ones never by it. */
    source: roleSource('source').notNull().default('manual'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_unique').on(t.userId, t.role, t.contextType, t.contextId).nullsNotDistinct(),
    index('user_roles_user_idx').on(t.userId),
  ],
);

/** Team membership: lets a user reach an organisation, venue or professional profile they do not own. */
export const profileUsers = pgTable(
  'profile_users',
  {
    id: id(),
    profileId: uuid('profile_id').notNull(),
    profileType: profileType('profile_type').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: profileUserRole('role').notNull().default('member'),
    status: profileUserStatus('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('profile_users_unique').on(t.profileId, t.profileType, t.userId),
    index('profile_users_user_idx').on(t.userId),
  ],
);

/** Pending invitations to join a profile's team, by e-mail. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    profileId: uuid('profile_id').notNull(),
    profileType: profileType('profile_type').notNull(),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('team_invitations_token_unique').on(t.tokenHash),
    index('team_invitations_email_idx').on(t.email),
  ],
);

/** Admin impersonation sessions (target, admin, expiry, reason). */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: id(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default('Admin debugging'),
    expiresAt: tstz('expires_at').notNull(),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('impersonation_sessions_admin_idx').on(t.adminUserId)],
);

/** Append-only audit trail: impersonation, suspensions, role changes, admin edits. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId),
    // The audit log screen (issue 16) filters by action and pages newest first.
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    // A profile's or user's history in the admin screens: newest first per target.
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
);
