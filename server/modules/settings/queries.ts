import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, profiles, users, verifications } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Name, username, address, avatar and visibility of one account (profile columns may be missing). */
export const selectAccountSettings = async (db: Db, userId: string) => {
  const [row] = await db
    .select({
      accountName: users.name,
      email: users.email,
      image: users.image,
      fullName: profiles.fullName,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      isPublic: profiles.isPublic,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
export type AccountSettingsRow = NonNullable<Awaited<ReturnType<typeof selectAccountSettings>>>;

/** Accounts made outside sign-up may lack a profile row; settings writes create it on first use. */
const ensureProfile = async (tx: Tx, userId: string): Promise<void> => {
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  await tx
    .insert(profiles)
    .values({ id: userId, email: user.email, fullName: user.name })
    .onConflictDoNothing({ target: profiles.id });
};

/** True when another account already uses this username. */
export const isUsernameTakenByOther = async (db: Db, username: string, userId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.username, username), ne(profiles.id, userId)))
    .limit(1);
  return row !== undefined;
};

/** True when any account (login or profile) uses this address. */
export const isEmailTaken = async (db: Db, email: string): Promise<boolean> => {
  const [byUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (byUser) return true;
  const [byProfile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, email))
    .limit(1);
  return byProfile !== undefined;
};

/** Full name and username on the profile, and the account name the session falls back to: one transaction. */
export const updateAccountNames = async (
  db: Db,
  userId: string,
  values: { fullName: string; username: string },
): Promise<void> => {
  const now = new Date();
  await db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    await tx
      .update(profiles)
      .set({ fullName: values.fullName, username: values.username, updatedAt: now })
      .where(eq(profiles.id, userId));
    await tx.update(users).set({ name: values.fullName, updatedAt: now }).where(eq(users.id, userId));
  });
};

export const updateProfileVisibility = async (db: Db, userId: string, isPublic: boolean): Promise<void> => {
  await db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    await tx.update(profiles).set({ isPublic, updatedAt: new Date() }).where(eq(profiles.id, userId));
  });
};

/** Point profile and account at a new avatar (or none); answers the URL that was there before. */
export const replaceAvatarUrl = async (db: Db, userId: string, url: string | null): Promise<string | null> =>
  db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    const [before] = await tx
      .select({ avatarUrl: profiles.avatarUrl, image: users.image })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    const now = new Date();
    await tx.update(profiles).set({ avatarUrl: url, updatedAt: now }).where(eq(profiles.id, userId));
    await tx.update(users).set({ image: url, updatedAt: now }).where(eq(users.id, userId));
    return before?.avatarUrl ?? before?.image ?? null;
  });

// E-mail change: one pending request per user in better-auth's verifications table.

export const emailChangeIdentifier = (userId: string): string => `email-change:${userId}`;

/** The stored value of a pending change: the token's hash and the new address. */
export type PendingEmailChange = { tokenHash: string; newEmail: string; expiresAt: Date };

const parsePending = (value: string, expiresAt: Date): PendingEmailChange | null => {
  try {
    const parsed: unknown = JSON.parse(value);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'tokenHash' in parsed &&
      'newEmail' in parsed &&
      typeof parsed.tokenHash === 'string' &&
      typeof parsed.newEmail === 'string'
    ) {
      return { tokenHash: parsed.tokenHash, newEmail: parsed.newEmail, expiresAt };
    }
  } catch {
    // A malformed row counts as no request.
  }
  return null;
};

/** The pending change of a user (expired ones too; the caller decides), or null. */
export const selectPendingEmailChange = async (
  db: Db,
  userId: string,
): Promise<PendingEmailChange | null> => {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, emailChangeIdentifier(userId)))
    .limit(1);
  return row ? parsePending(row.value, row.expiresAt) : null;
};

/** A new request replaces the previous one, so only the latest link works. */
export const replacePendingEmailChange = async (
  db: Db,
  userId: string,
  pending: PendingEmailChange,
): Promise<void> => {
  const identifier = emailChangeIdentifier(userId);
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({
      identifier,
      value: JSON.stringify({ tokenHash: pending.tokenHash, newEmail: pending.newEmail }),
      expiresAt: pending.expiresAt,
    });
  });
};

export const deletePendingEmailChange = async (db: Db, userId: string): Promise<void> => {
  await db.delete(verifications).where(eq(verifications.identifier, emailChangeIdentifier(userId)));
};

/**
 * Switch the login and profile address and use up the request, in one transaction. Only the request whose
 * token hash matches is consumed, so two confirmations cannot both win. Returns false when it was gone.
 */
export const applyEmailChange = async (
  db: Db,
  userId: string,
  tokenHash: string,
  newEmail: string,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const identifier = emailChangeIdentifier(userId);
    const rows = await tx
      .delete(verifications)
      .where(eq(verifications.identifier, identifier))
      .returning({ value: verifications.value });
    if (!rows.some((r) => parsePending(r.value, new Date())?.tokenHash === tokenHash)) return false;
    const now = new Date();
    // Proving control of the new mailbox keeps the account verified.
    await tx
      .update(users)
      .set({ email: newEmail, emailVerified: true, updatedAt: now })
      .where(eq(users.id, userId));
    await tx.update(profiles).set({ email: newEmail, updatedAt: now }).where(eq(profiles.id, userId));
    return true;
  });

/** Remove the account; profiles, roles, sessions, favourites and the rest cascade (authored posts keep, anonymous). */
export const deleteAccount = async (db: Db, userId: string): Promise<void> => {
  await db.delete(users).where(eq(users.id, userId));
};

// Notification preferences: no row = the type's default.

export const selectNotificationPreferences = (db: Db, userId: string) =>
  db
    .select({
      type: notificationPreferences.type,
      email: notificationPreferences.email,
      inApp: notificationPreferences.inApp,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

export const upsertNotificationPreferences = async (
  db: Db,
  userId: string,
  choices: ReadonlyArray<{ type: string; email: boolean; inApp: boolean; push: boolean }>,
): Promise<void> => {
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const choice of choices) {
      const values = { email: choice.email, inApp: choice.inApp, push: choice.push, updatedAt: now };
      await tx
        .insert(notificationPreferences)
        .values({ userId, type: choice.type, ...values })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: values,
        });
    }
  });
};
