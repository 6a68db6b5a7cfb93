import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { professionalServices, professionalTypes, professionals, userFollows } from '../db/schema';
import { insertUser } from './fixtures';

/**
 * Fixture builders for the professionals' API tests: types, profiles with their own owner, services and
 * followers, as real rows with sensible defaults.
 */

let counter = 0;
const next = (): number => ++counter;

export const insertProfessionalType = async (
  db: Db,
  values: { slug: string; name?: string; sortOrder?: number },
) => {
  const [type] = await db
    .insert(professionalTypes)
    .values({ slug: values.slug, name: values.name ?? values.slug, sortOrder: values.sortOrder ?? 0 })
    .returning();
  if (!type) throw new Error('no professional type');
  return type;
};

export type ProfessionalFixture = Partial<typeof professionals.$inferInsert>;

/** A professional profile with its own owner (or `userId`), a slug from the business name unless told. */
export const insertProfessional = async (db: Db, values: ProfessionalFixture = {}) => {
  const userId = values.userId ?? (await insertUser(db)).id;
  const n = next();
  const businessName = values.businessName ?? `Praktijk ${n}`;
  const [professional] = await db
    .insert(professionals)
    .values({
      slug: `${businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
      city: 'Utrecht',
      ...values,
      userId,
      businessName,
    })
    .returning();
  if (!professional) throw new Error('no professional');
  return professional;
};

export type ServiceFixture = Partial<typeof professionalServices.$inferInsert>;

export const insertService = async (db: Db, professionalId: string, values: ServiceFixture = {}) => {
  const [service] = await db
    .insert(professionalServices)
    .values({ title: `Dienst ${next()}`, ...values, professionalId })
    .returning();
  if (!service) throw new Error('no service');
  return service;
};

/** `n` new members follow the account. */
export const insertFollowers = async (db: Db, userId: string, n: number) => {
  for (let i = 0; i < n; i++) {
    const follower = await insertUser(db, { email: `volger-${randomUUID()}@test.kring` });
    await db.insert(userFollows).values({ followerId: follower.id, followingId: userId });
  }
};
