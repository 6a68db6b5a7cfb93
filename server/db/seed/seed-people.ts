import type { Role } from '../../../core/domain/roles';
import type { Db } from '../client';
import { accounts, profiles, userRoles, users } from '../schema';
import {
  DEMO_ACCOUNTS,
  generateMembers,
  ORGANIZATIONS,
  PROFESSIONALS,
  slugify,
  uuidFor,
  VENUES,
  type DemoAccountSeed,
  type MemberSeed,
} from './data';
import { insertMany } from './insert';

export type RoleRow = {
  role: Role;
  contextType: 'global' | 'organization' | 'professional' | 'venue';
  contextId: string | null;
};

/** Everyone the seed creates an account for. */
export type Person = {
  id: string;
  name: string;
  email: string;
  username: string;
  city: string | null;
  bio: string | null;
  interests: string[];
  joinDate: Date;
  avatarUrl: string | null;
  isPublic: boolean;
  authRole: 'admin' | 'user';
  roles: RoleRow[];
};

export type PeoplePlan = {
  people: Person[];
  demo: ReadonlyMap<DemoAccountSeed['key'], Person>;
  members: readonly Person[];
  /** Owning user per profile slug. */
  orgOwner: ReadonlyMap<string, Person>;
  venueOwner: ReadonlyMap<string, Person>;
  professionalOwner: ReadonlyMap<string, Person>;
};

const DAY = 86_400_000;
const global = (...roles: Role[]): RoleRow[] =>
  roles.map((role) => ({ role, contextType: 'global', contextId: null }));

/**
 * Who gets an account: the demo accounts, one owner per organisation, venue and professional not owned by a
 * demo account, and the generated members. Pure: ids are stable UUIDs, so re-runs give the same rows.
 */
export const planPeople = (now: Date, memberCount: number): PeoplePlan => {
  const usernames = new Set<string>();
  const uniqueUsername = (base: string): string => {
    let name = base;
    for (let n = 2; usernames.has(name); n += 1) name = `${base}${n}`;
    usernames.add(name);
    return name;
  };
  const people: Person[] = [];
  const demo = new Map<DemoAccountSeed['key'], Person>();
  DEMO_ACCOUNTS.forEach((a, i) => {
    const person: Person = {
      id: uuidFor('user-demo', i),
      name: a.fullName,
      email: a.email,
      username: uniqueUsername(a.username),
      city: a.city,
      bio: a.bio,
      interests: [],
      joinDate: new Date(now.getTime() - (400 - i * 10) * DAY),
      avatarUrl: `/media/seed/avatars/${String((i % 6) + 1).padStart(2, '0')}.webp`,
      isPublic: true,
      authRole: a.authRole,
      roles: global(...a.roles),
    };
    people.push(person);
    demo.set(a.key, person);
  });

  const members = generateMembers({ count: memberCount, now }).map((m: MemberSeed): Person => ({
    id: uuidFor('user-member', m.index),
    name: m.fullName,
    email: m.email,
    username: uniqueUsername(m.username),
    city: m.city,
    bio: m.bio,
    interests: m.interests,
    joinDate: m.joinDate,
    avatarUrl: m.avatarUrl,
    isPublic: m.isPublic,
    authRole: 'user',
    roles: global('participant'),
  }));

  const owner = (
    namespace: string,
    index: number,
    name: string,
    city: string,
    domain: string,
    role: Role,
  ): Person => {
    const username = uniqueUsername(slugify(name).replace(/-/g, '.'));
    return {
      id: uuidFor(namespace, index),
      name,
      email: `${username}@${domain}.kring.test`,
      username,
      city,
      bio: null,
      interests: [],
      joinDate: new Date(now.getTime() - (700 - index * 11) * DAY),
      avatarUrl: null,
      isPublic: true,
      authRole: 'user',
      roles: global(role, 'participant'),
    };
  };
  const ownerOf = <T extends { slug: string }>(
    list: readonly T[],
    kind: 'organization' | 'venue' | 'professional',
    make: (item: T, index: number) => Person,
  ): Map<string, Person> => {
    const map = new Map<string, Person>();
    list.forEach((item, index) => {
      const demoOwner = DEMO_ACCOUNTS.find((a) => a.owns[kind] === item.slug);
      const person = demoOwner ? (demo.get(demoOwner.key) as Person) : make(item, index);
      if (!demoOwner) people.push(person);
      map.set(item.slug, person);
    });
    return map;
  };
  const orgOwner = ownerOf(ORGANIZATIONS, 'organization', (o, i) =>
    owner('user-org', i, o.owner, o.city, o.slug, o.isPremium ? 'organization_premium' : 'organization'),
  );
  const venueOwner = ownerOf(VENUES, 'venue', (v, i) =>
    owner('user-venue', i, v.owner, v.city, v.slug, v.isPremium ? 'venue_premium' : 'venue'),
  );
  const professionalOwner = ownerOf(PROFESSIONALS, 'professional', (p, i) =>
    owner('user-pro', i, p.name, p.city, p.slug, p.isPremium ? 'professional_premium' : 'professional'),
  );
  people.push(...members);
  return { people, demo, members, orgOwner, venueOwner, professionalOwner };
};

/**
 * users, profiles, credential accounts (one shared password hash) and global roles. Also used by /admin/test-data
 * (modules/testData) for its generated members.
 */
export const insertPeople = async (
  db: Db,
  plan: Pick<PeoplePlan, 'people'>,
  passwordHash: string,
): Promise<void> => {
  await insertMany(
    db,
    users,
    plan.people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      emailVerified: true,
      image: p.avatarUrl,
      createdAt: p.joinDate,
      updatedAt: p.joinDate,
      role: p.authRole,
    })),
  );
  await insertMany(
    db,
    profiles,
    plan.people.map((p, i) => ({
      id: p.id,
      fullName: p.name,
      avatarUrl: p.avatarUrl,
      email: p.email,
      username: p.username,
      slug: `${slugify(p.name)}-${p.id.slice(0, 8)}`,
      bio: p.bio,
      interests: p.interests,
      location: p.city,
      city: p.city,
      isPublic: p.isPublic,
      connectionCount: (i * 7) % 40,
      eventsAttended: (i * 11) % 25,
      joinDate: p.joinDate,
      createdAt: p.joinDate,
      updatedAt: p.joinDate,
    })),
  );
  await insertMany(
    db,
    accounts,
    plan.people.map((p) => ({
      accountId: p.id,
      providerId: 'credential',
      userId: p.id,
      password: passwordHash,
      createdAt: p.joinDate,
      updatedAt: p.joinDate,
    })),
  );
  await insertMany(
    db,
    userRoles,
    plan.people.flatMap((p) => p.roles.map((r) => ({ userId: p.id, ...r, createdAt: p.joinDate }))),
  );
};
