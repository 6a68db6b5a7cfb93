import { invoiceNumber, withVat } from '../../../core/domain/payments';
import { planById, PLANS, type PlanType } from '../../../core/domain/plans';
import { DEFAULT_SELLER } from '../../config';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  bundleSubscriptions,
  invoiceCounters,
  invoices,
  organizationProfiles,
  professionalServices,
  professionals,
  profileUsers,
  userRoles,
  userSubscriptions,
  venueProfiles,
} from '../schema';
import {
  addressIn,
  cityByName,
  createRng,
  DEMO_ACCOUNTS,
  jitterCoords,
  ORGANIZATIONS,
  PLAN_CATALOG,
  PROFESSIONALS,
  seedFor,
  uuidFor,
  VENUES,
} from './data';
import { insertMany } from './insert';
import type { CatalogIds } from './seed-catalog';
import type { PeoplePlan, Person } from './seed-people';

export type ProfileIds = {
  orgBySlug: ReadonlyMap<string, string>;
  venueBySlug: ReadonlyMap<string, string>;
  professionalBySlug: ReadonlyMap<string, string>;
};

const DAY = 86_400_000;

/** The Amsterdam calendar year of an instant (invoice numbering; same rule as modules/payments). */
const amsterdamYear = (at: Date): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(at));

export const profileIds = (): ProfileIds => ({
  orgBySlug: new Map(ORGANIZATIONS.map((o) => [o.slug, uuidFor('org', o.index)])),
  venueBySlug: new Map(VENUES.map((v) => [v.slug, uuidFor('venue', v.index)])),
  professionalBySlug: new Map(PROFESSIONALS.map((p) => [p.slug, uuidFor('pro', p.index)])),
});

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
};

/** Organisation, venue and professional profiles with services, owners and team members. */
export const insertProfiles = async (
  db: Db,
  plan: PeoplePlan,
  catalog: CatalogIds,
  ids: ProfileIds,
  now: Date,
): Promise<void> => {
  await insertMany(
    db,
    organizationProfiles,
    ORGANIZATIONS.map((o) => {
      const city = cityByName(o.city);
      const rng = createRng(seedFor(0x0f6a, o.index));
      const { lat, lng } = jitterCoords(city, rng);
      return {
        id: need(ids.orgBySlug.get(o.slug), o.slug),
        userId: need(plan.orgOwner.get(o.slug), o.slug).id,
        organizationName: o.name,
        slug: o.slug,
        title: o.tagline,
        tagline: o.tagline,
        description: o.description,
        organizationDescription: o.description,
        websiteUrl: o.websiteUrl,
        contactEmail: o.contactEmail,
        phone: o.phone,
        address: addressIn(city, rng),
        city: o.city,
        country: city.country,
        latitude: lat,
        longitude: lng,
        profileImageUrl: o.logoUrl,
        coverImageUrl: o.coverImageUrl,
        organizationImageUrl: o.coverImageUrl,
        logoUrl: o.logoUrl,
        facebookUrl: o.facebookUrl,
        instagramUrl: o.instagramUrl,
        galleryImages: o.galleryImages,
        categories: o.categories,
        establishedYear: o.established,
        isPremium: o.isPremium,
        isVerified: o.isPremium || o.index % 3 !== 0,
        createdAt: new Date(now.getTime() - (600 - o.index * 9) * DAY),
      };
    }),
  );

  await insertMany(
    db,
    venueProfiles,
    VENUES.map((v) => {
      const owner = need(plan.venueOwner.get(v.slug), v.slug);
      return {
        id: need(ids.venueBySlug.get(v.slug), v.slug),
        userId: owner.id,
        name: v.name,
        slug: v.slug,
        description: v.description,
        profileImageUrl: v.profileImageUrl,
        coverImageUrl: v.coverImageUrl,
        amenities: [...v.amenities],
        facilities: [...v.facilities],
        technicalEquipment: [...v.technicalEquipment],
        venueType: [...v.venueTypes],
        galleryImages: v.galleryImages,
        tags: [...v.tags],
        accessibilityFeatures: [...v.accessibilityFeatures],
        uniqueFeatures: [...v.uniqueFeatures],
        ownerName: owner.name,
        ownerAvatar: owner.avatarUrl ?? v.ownerAvatar,
        ownerEmail: v.ownerEmail,
        city: v.city,
        address: v.address,
        country: v.country,
        latitude: v.latitude,
        longitude: v.longitude,
        maxCapacity: v.maxCapacity,
        dailyRate: v.dailyRate,
        isVerified: v.isVerified,
        isPremium: v.isPremium,
        createdAt: new Date(now.getTime() - (500 - v.index * 13) * DAY),
      };
    }),
  );

  await insertMany(
    db,
    professionals,
    PROFESSIONALS.map((p) => ({
      id: need(ids.professionalBySlug.get(p.slug), p.slug),
      userId: need(plan.professionalOwner.get(p.slug), p.slug).id,
      slug: p.slug,
      businessName: p.businessName,
      professionalTitle: p.title,
      professionalTypeId: catalog.professionalTypeBySlug.get(p.type) ?? null,
      city: p.city,
      latitude: p.latitude,
      longitude: p.longitude,
      rating: p.rating,
      isPremium: p.isPremium,
      isVerified: p.isVerified,
      status: 'published' as const,
      categoryIds: p.categories
        .map((c) => catalog.categoryBySlug.get(c))
        .filter((c): c is string => c !== undefined),
      gender: p.gender,
      workSchedule: p.workSchedule,
      educationExperience: p.educationExperience,
      externalLinks: p.externalLinks,
      targetSetting: p.targetSetting,
      profileImageUrl: p.profileImageUrl,
      specialties: [...p.specialties],
      bio: p.bio,
      availableForOnline: p.availableForOnline,
      availableForInPerson: p.availableForInPerson,
      servicesCount: p.services.length,
      priceRange: p.priceRange,
      createdAt: new Date(now.getTime() - (450 - p.index * 7) * DAY),
    })),
  );

  await insertMany(
    db,
    professionalServices,
    PROFESSIONALS.flatMap((p) =>
      p.services.map((s, k) => ({
        id: uuidFor('service', p.index * 10 + k),
        professionalId: need(ids.professionalBySlug.get(p.slug), p.slug),
        professionalTypeId: catalog.professionalTypeBySlug.get(p.type) ?? null,
        specializationId: catalog.specializationByName.get(`${p.type}/${p.specialization}`) ?? null,
        supportTypes: [s.isOnline ? 'online' : null, s.isInPerson ? 'op locatie' : null].filter(
          (x): x is string => x !== null,
        ),
        title: s.title,
        description: s.description,
        price: s.price,
        priceType: s.priceType,
        durationMinutes: s.durationMinutes,
        isOnline: s.isOnline,
        isInPerson: s.isInPerson,
        maxParticipants: s.maxParticipants,
        status: 'published' as const,
      })),
    ),
  );

  // Owners reach their own profile through profile_users too; team members get a context role.
  const owners = [
    ...ORGANIZATIONS.map((o) => ({
      profileId: ids.orgBySlug.get(o.slug),
      profileType: 'organization' as const,
      user: plan.orgOwner.get(o.slug),
    })),
    ...VENUES.map((v) => ({
      profileId: ids.venueBySlug.get(v.slug),
      profileType: 'venue' as const,
      user: plan.venueOwner.get(v.slug),
    })),
    ...PROFESSIONALS.map((p) => ({
      profileId: ids.professionalBySlug.get(p.slug),
      profileType: 'professional' as const,
      user: plan.professionalOwner.get(p.slug),
    })),
  ];
  const team = teamMembers(plan, ids);
  await insertMany(db, profileUsers, [
    ...owners.map((o) => ({
      profileId: need(o.profileId, 'profile'),
      profileType: o.profileType,
      userId: need(o.user, 'owner').id,
      role: 'owner' as const,
    })),
    ...team.map((t) => ({
      profileId: t.profileId,
      profileType: t.profileType,
      userId: t.userId,
      role: 'member' as const,
    })),
  ]);
  await insertMany(
    db,
    userRoles,
    team.map((t) => ({ userId: t.userId, role: t.role, contextType: t.profileType, contextId: t.profileId })),
  );
};

type TeamMember = {
  profileId: string;
  profileType: 'organization' | 'venue' | 'professional';
  userId: string;
  role: 'organization' | 'venue' | 'professional';
};

/** The multi demo account is a team member of another organisation; two demo organisations get a member. */
const teamMembers = (plan: PeoplePlan, ids: ProfileIds): TeamMember[] => {
  const list: TeamMember[] = [];
  for (const a of DEMO_ACCOUNTS) {
    if (!a.teamOf) continue;
    const bySlug =
      a.teamOf.type === 'organization'
        ? ids.orgBySlug
        : a.teamOf.type === 'venue'
          ? ids.venueBySlug
          : ids.professionalBySlug;
    list.push({
      profileId: need(bySlug.get(a.teamOf.slug), a.teamOf.slug),
      profileType: a.teamOf.type,
      userId: need(plan.demo.get(a.key), a.key).id,
      role: a.teamOf.type,
    });
  }
  ['de-ademhalte', 'zielsgeluk-retreats'].forEach((slug, i) => {
    const member = plan.members[i * 5];
    if (member)
      list.push({
        profileId: need(ids.orgBySlug.get(slug), slug),
        profileType: 'organization',
        userId: member.id,
        role: 'organization',
      });
  });
  return list;
};

const PARTICIPANT_PRICE = planById('participant').prices['1y'];
const priceOf = (planId: string): number =>
  PLAN_CATALOG.find((p) => p.id === planId)?.prices.find((p) => p.interval === '1y')?.amount ??
  PARTICIPANT_PRICE;

const ownerPlan = (person: Person): PlanType => {
  const role = person.roles[0]?.role;
  if (role === 'venue_premium') return 'venue';
  return PLANS.some((p) => p.id === role) ? (role as PlanType) : 'participant';
};

/** Subscriptions for demo accounts, owners and most members, with a paid invoice for each active one. */
export const insertSubscriptions = async (db: Db, plan: PeoplePlan, now: Date): Promise<void> => {
  type Sub = { person: Person; planId: string; status: 'active' | 'trialing' | 'canceled'; bundle: boolean };
  const subs: Sub[] = [];
  for (const a of DEMO_ACCOUNTS) {
    const person = need(plan.demo.get(a.key), a.key);
    const bundle = PLAN_CATALOG.find((p) => p.id === a.subscription.planId)?.kind === 'combo';
    subs.push({ person, planId: a.subscription.planId, status: a.subscription.status, bundle });
  }
  const demoIds = new Set(subs.map((s) => s.person.id));
  const owners = new Set<Person>([
    ...plan.orgOwner.values(),
    ...plan.venueOwner.values(),
    ...plan.professionalOwner.values(),
  ]);
  for (const o of owners)
    if (!demoIds.has(o.id)) subs.push({ person: o, planId: ownerPlan(o), status: 'active', bundle: false });
  plan.members.forEach((m, i) => {
    const slot = i % 10;
    if (slot === 9) return;
    subs.push({
      person: m,
      planId: 'participant',
      status: slot <= 5 ? 'active' : slot <= 7 ? 'trialing' : 'canceled',
      bundle: false,
    });
  });

  const rows = subs.map((s, i) => {
    const start = new Date(Math.max(s.person.joinDate.getTime(), now.getTime() - (30 + (i % 300)) * DAY));
    return {
      id: uuidFor('subscription', i),
      userId: s.person.id,
      planId: s.planId,
      bundleId: s.bundle ? s.planId : null,
      interval: '1y' as const,
      status: s.status,
      trialEndsAt: s.status === 'trialing' ? new Date(now.getTime() + (5 + (i % 30)) * DAY) : null,
      currentPeriodStart: start,
      currentPeriodEnd:
        s.status === 'trialing'
          ? new Date(now.getTime() + (5 + (i % 30)) * DAY)
          : new Date(start.getTime() + 365 * DAY),
      canceledAt: s.status === 'canceled' ? new Date(now.getTime() - (i % 20) * DAY) : null,
      lastSyncedAt: now,
      createdAt: start,
    };
  });
  await insertMany(db, userSubscriptions, rows);
  // Same rule as migration 0014: a paid role that the person's plan grants came from that subscription.
  await db.execute(sql`
    update user_roles ur set source = 'subscription'
    where ur.context_type = 'global' and ur.role in ('organization', 'organization_premium', 'professional', 'professional_premium', 'venue', 'venue_premium')
      and exists (select 1 from user_subscriptions s join plans p on p.id = s.plan_id
                  where s.user_id = ur.user_id and ur.role = any (p.roles))`);
  await insertMany(
    db,
    bundleSubscriptions,
    rows
      .filter((r) => r.bundleId !== null)
      .map((r) => ({
        userId: r.userId,
        bundleId: r.bundleId as string,
        interval: r.interval,
        status: r.status,
        currentPeriodEnd: r.currentPeriodEnd,
        createdAt: r.createdAt,
      })),
  );
  // Numbered as real invoices are (KR-{year}-{seq:06}, gapless per Amsterdam year, in date order), and the
  // counters left at each year's last number, so the first real invoice continues the series.
  const people = new Map(subs.map((s) => [s.person.id, s.person]));
  const lastSeq = new Map<number, number>();
  const paid = rows
    .filter((r) => r.status !== 'trialing')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  await insertMany(
    db,
    invoices,
    paid.map((r) => {
      const year = amsterdamYear(r.createdAt);
      const seq = (lastSeq.get(year) ?? 0) + 1;
      lastSeq.set(year, seq);
      const amount = priceOf(r.planId);
      const person = people.get(r.userId);
      const description = `Kring ${PLAN_CATALOG.find((p) => p.id === r.planId)?.name ?? r.planId} – 1 jaar`;
      return {
        userId: r.userId,
        subscriptionId: r.id,
        number: invoiceNumber(year, seq),
        year,
        seq,
        description,
        seller: { ...DEFAULT_SELLER },
        buyer: { name: person?.name ?? '', email: person?.email ?? '', country: 'NL' },
        lines: [{ description, quantity: 1, unitAmount: amount }],
        vatRule: 'nl_standard',
        vatRate: 21,
        amountExclVat: amount,
        vatAmount: withVat(amount, 'nl_standard').vat,
        status: 'paid',
        issuedAt: r.createdAt,
        paidAt: r.createdAt,
        mailedAt: r.createdAt,
        createdAt: r.createdAt,
      };
    }),
  );
  if (lastSeq.size > 0) {
    await db
      .insert(invoiceCounters)
      .values([...lastSeq].map(([year, seq]) => ({ year, lastSeq: seq })))
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastSeq: sql`excluded.last_seq` } });
  }
};
