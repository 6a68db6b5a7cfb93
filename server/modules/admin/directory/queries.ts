import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likePatternsFor } from '../../../../core/domain/searchText';
import type { ProfileType } from '../../../../core/domain/roles';
import type { ProfileFlag } from '../../../../core/schemas/adminDirectory';
import type { Db } from '../../../db/client';
import {
  events,
  organizationProfiles,
  profileUsers,
  profiles,
  professionals,
  users,
  venueProfiles,
} from '../../../db/schema';
import { type AuditEntry, type Writer, insertAudit, likePattern, selectAuditHistory } from '../queries';

/**
 * All SQL of the admin directory: the three profile tables read through one shape, so the list, detail and
 * flag changes are written once. Text search uses each table's trigram-indexed search_text (name, city…);
 * the owner's e-mail is matched too.
 */

type ProfileTable = typeof organizationProfiles | typeof venueProfiles | typeof professionals;

type Source = {
  table: ProfileTable;
  id: PgColumn;
  userId: PgColumn;
  name: PgColumn;
  slug: PgColumn;
  city: PgColumn;
  isVerified: PgColumn;
  isPremium: PgColumn;
  isHidden: PgColumn;
  searchText: PgColumn;
  reviewCount: PgColumn;
  rating: PgColumn;
  createdAt: PgColumn;
  /** Events of the organisation or at the venue; null when the kind has none. */
  eventCount: SQL<number> | null;
  serviceCount: SQL<number> | null;
};

const o = organizationProfiles;
const v = venueProfiles;
const p = professionals;

const SOURCES: Record<ProfileType, Source> = {
  organization: {
    table: o,
    id: o.id,
    userId: o.userId,
    name: o.organizationName,
    slug: o.slug,
    city: o.city,
    isVerified: o.isVerified,
    isPremium: o.isPremium,
    isHidden: o.isHidden,
    searchText: o.searchText,
    reviewCount: o.reviewCount,
    rating: o.rating,
    createdAt: o.createdAt,
    eventCount: sql<number>`(select count(*)::int from ${events} where ${events.organizationProfileId} = ${o.id})`,
    serviceCount: null,
  },
  venue: {
    table: v,
    id: v.id,
    userId: v.userId,
    name: v.name,
    slug: v.slug,
    city: v.city,
    isVerified: v.isVerified,
    isPremium: v.isPremium,
    isHidden: v.isHidden,
    searchText: v.searchText,
    reviewCount: v.reviewCount,
    rating: v.rating,
    createdAt: v.createdAt,
    eventCount: sql<number>`(select count(*)::int from ${events} where ${events.venueProfileId} = ${v.id})`,
    serviceCount: null,
  },
  professional: {
    table: p,
    id: p.id,
    userId: p.userId,
    name: p.businessName,
    slug: p.slug,
    city: p.city,
    isVerified: p.isVerified,
    isPremium: p.isPremium,
    isHidden: p.isHidden,
    searchText: p.searchText,
    reviewCount: p.reviewCount,
    rating: p.rating,
    createdAt: p.createdAt,
    eventCount: null,
    serviceCount: sql<number>`${p.servicesCount}`,
  },
};

/** audit_log.target_type of a profile kind ('user' is the accounts' own). */
export const auditTargetType = (type: ProfileType): string => `${type}_profile`;

const columnsOf = (s: Source) => ({
  id: sql<string>`${s.id}`,
  name: sql<string>`${s.name}`,
  slug: sql<string>`${s.slug}`,
  city: sql<string | null>`${s.city}`,
  isVerified: sql<boolean>`${s.isVerified}`,
  isPremium: sql<boolean>`${s.isPremium}`,
  isHidden: sql<boolean>`${s.isHidden}`,
  reviewCount: sql<number>`${s.reviewCount}`,
  rating: sql<number | null>`${s.rating}`,
  createdAt: sql<Date | string>`${s.createdAt}`,
  eventCount: s.eventCount ?? sql<number | null>`null`,
  serviceCount: s.serviceCount ?? sql<number | null>`null`,
  ownerId: users.id,
  ownerEmail: users.email,
  ownerAccountName: users.name,
  ownerFullName: profiles.fullName,
});

export type AdminProfileRow = {
  id: string;
  name: string;
  slug: string;
  city: string | null;
  isVerified: boolean;
  isPremium: boolean;
  isHidden: boolean;
  reviewCount: number;
  rating: number | null;
  createdAt: Date | string;
  eventCount: number | null;
  serviceCount: number | null;
  ownerId: string;
  ownerEmail: string;
  ownerAccountName: string;
  ownerFullName: string | null;
};

export type ProfileSearch = {
  q?: string | undefined;
  verified?: boolean | undefined;
  premium?: boolean | undefined;
  hidden?: boolean | undefined;
};

const searchWhere = (s: Source, search: ProfileSearch): SQL | undefined => {
  const text = search.q
    ? or(
        and(...likePatternsFor(search.q).map((pattern) => sql`${s.searchText} like ${pattern}`)),
        ilike(users.email, likePattern(search.q)),
      )
    : undefined;
  const flag = (column: PgColumn, value: boolean | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return and(
    text,
    flag(s.isVerified, search.verified),
    flag(s.isPremium, search.premium),
    flag(s.isHidden, search.hidden),
  );
};

/** One page of profiles of a kind, newest first, with owner and counts. */
export const selectProfilesPage = async (
  db: Db,
  type: ProfileType,
  search: ProfileSearch,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminProfileRow[]; total: number }> => {
  const s = SOURCES[type];
  const where = searchWhere(s, search);
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsOf(s))
      .from(s.table)
      .innerJoin(users, eq(users.id, s.userId))
      .leftJoin(profiles, eq(profiles.id, s.userId))
      .where(where)
      .orderBy(desc(s.createdAt), s.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(s.table).innerJoin(users, eq(users.id, s.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const selectProfile = async (
  db: Db,
  type: ProfileType,
  id: string,
): Promise<AdminProfileRow | null> => {
  const s = SOURCES[type];
  const [row] = await db
    .select(columnsOf(s))
    .from(s.table)
    .innerJoin(users, eq(users.id, s.userId))
    .leftJoin(profiles, eq(profiles.id, s.userId))
    .where(eq(s.id, id))
    .limit(1);
  return row ?? null;
};

/** The profile's team (profile_users), owner first. */
export const selectTeam = (db: Db, type: ProfileType, id: string) =>
  db
    .select({
      userId: profileUsers.userId,
      role: profileUsers.role,
      status: profileUsers.status,
      since: profileUsers.createdAt,
      email: users.email,
      accountName: users.name,
      fullName: profiles.fullName,
    })
    .from(profileUsers)
    .innerJoin(users, eq(users.id, profileUsers.userId))
    .leftJoin(profiles, eq(profiles.id, profileUsers.userId))
    .where(and(eq(profileUsers.profileType, type), eq(profileUsers.profileId, id)))
    .orderBy(sql`${profileUsers.role} = 'owner' desc`, profileUsers.createdAt);

/** The latest audit entries about one profile, with the acting account's names. */
export const selectProfileHistory = (db: Db, type: ProfileType, id: string, limit: number) =>
  selectAuditHistory(db, auditTargetType(type), id, limit);

export type FlagChange = { flag: ProfileFlag; before: boolean; after: boolean };

/** Which audit action a flag change is: 'profile.verified', 'profile.unhidden', … */
const FLAG_ACTIONS: Record<ProfileFlag, [on: string, off: string]> = {
  isVerified: ['profile.verified', 'profile.unverified'],
  isPremium: ['profile.premium', 'profile.unpremium'],
  isHidden: ['profile.hidden', 'profile.unhidden'],
};

/** Set the changed flags and write one audit entry per change, in one transaction. */
export const updateFlags = async (
  db: Db,
  input: {
    type: ProfileType;
    id: string;
    changes: FlagChange[];
    now: Date;
    audit: Omit<AuditEntry, 'data' | 'targetId' | 'action' | 'targetType'>;
  },
): Promise<void> => {
  const set = Object.fromEntries(input.changes.map((c) => [c.flag, c.after]));
  await db.transaction(async (tx) => {
    switch (input.type) {
      case 'organization':
        await tx
          .update(o)
          .set({ ...set, updatedAt: input.now })
          .where(eq(o.id, input.id));
        break;
      case 'venue':
        await tx
          .update(v)
          .set({ ...set, updatedAt: input.now })
          .where(eq(v.id, input.id));
        break;
      case 'professional':
        await tx
          .update(p)
          .set({ ...set, updatedAt: input.now })
          .where(eq(p.id, input.id));
        break;
    }
    for (const change of input.changes) {
      const [on, off] = FLAG_ACTIONS[change.flag];
      await insertAudit(tx, {
        ...input.audit,
        action: change.after ? on : off,
        targetType: auditTargetType(input.type),
        targetId: input.id,
        data: { field: change.flag, before: change.before, after: change.after },
      });
    }
  });
};

/** An account by e-mail (case-insensitive), with its display-name parts. */
export const selectAccountByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select({ id: users.id, email: users.email, accountName: users.name, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
};

/** Does the account own a profile of this kind already (one per account, spec §5)? */
export const ownsProfile = async (db: Db, type: ProfileType, userId: string): Promise<boolean> => {
  const s = SOURCES[type];
  const [row] = await db
    .select({ id: sql`1` })
    .from(s.table)
    .where(eq(s.userId, userId))
    .limit(1);
  return Boolean(row);
};

export type NewProfile = {
  type: ProfileType;
  id: string;
  slug: string;
  name: string;
  city: string | null;
  owner: { id: string; name: string; email: string };
};

/**
 * The profile row, the owner's profile_users row (as every seeded owner has), the owner's role when the roles
 * model needs it (given by the caller inside this transaction) and the audit entry: all or nothing.
 */
export const insertProfile = async (
  db: Db,
  input: NewProfile & {
    grantRole: (tx: Writer) => Promise<boolean>;
    audit: Omit<AuditEntry, 'data' | 'targetId' | 'action' | 'targetType'>;
  },
): Promise<void> => {
  const base = { id: input.id, userId: input.owner.id, slug: input.slug, city: input.city };
  await db.transaction(async (tx) => {
    switch (input.type) {
      case 'organization':
        await tx.insert(o).values({ ...base, organizationName: input.name });
        break;
      case 'venue':
        await tx
          .insert(v)
          .values({ ...base, name: input.name, ownerName: input.owner.name, ownerEmail: input.owner.email });
        break;
      case 'professional':
        await tx.insert(p).values({ ...base, businessName: input.name });
        break;
    }
    await tx
      .insert(profileUsers)
      .values({ profileId: input.id, profileType: input.type, userId: input.owner.id, role: 'owner' })
      .onConflictDoNothing();
    const roleGranted = await input.grantRole(tx);
    await insertAudit(tx, {
      ...input.audit,
      action: 'profile.created',
      targetType: auditTargetType(input.type),
      targetId: input.id,
      data: {
        before: null,
        after: { name: input.name, city: input.city, slug: input.slug, ownerId: input.owner.id },
        roleGranted: roleGranted ? input.type : null,
      },
    });
  });
};
