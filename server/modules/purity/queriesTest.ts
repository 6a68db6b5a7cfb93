import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';

/** Test-only: a subscription role without a subscription (the role sync would remove it). */
export const plantRoleDrift = async (db: Db, email: string): Promise<string | null> => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) return null;
  await db
    .insert(userRoles)
    .values({ userId: user.id, role: 'organization', contextType: 'global', source: 'subscription' })
    .onConflictDoNothing();
  return user.id;
};
