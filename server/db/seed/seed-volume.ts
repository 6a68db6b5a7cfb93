import type { Db } from '../client';
import {
  organizationProfiles,
  professionalServices,
  professionals,
  profiles,
  users,
  venueProfiles,
} from '../schema';
import {
  addressIn,
  avatarImage,
  createRng,
  eventImage,
  jitterCoords,
  MAIN_CATEGORIES,
  pickCity,
  PROFESSIONAL_TYPES,
  seedFor,
  slugify,
  uuidFor,
  venueImage,
} from './data';
import { insertMany } from './insert';
import type { CatalogIds } from './seed-catalog';

/**
 * `npm run seed -- --profiles N`: N extra organisations, N venues and N published professionals (with one to
 * three services each), each owned by its own account without a password, spread over the gazetteer's cities
 * like the demo profiles. For the directory benchmarks of issue 11 (bench/RESULTS.md "Directory search");
 * the demo profiles and accounts stay as they are. Deterministic: the same N gives the same rows.
 */
const DAY = 86_400_000;
const BATCH = 5_000;

const ORG_FORMS = [
  'Stichting',
  'Collectief',
  'Huis',
  'Kring',
  'Gemeenschap',
  'Academie',
  'Werkplaats',
  'Centrum',
];
const ORG_WORDS = [
  'Stille Kracht',
  'Open Hart',
  'Vrije Adem',
  'Groene Bron',
  'Innerlijke Rust',
  'Levend Ritme',
  'Zachte Aarde',
  'Heldere Geest',
  'Warme Handen',
  'Nieuwe Maan',
];
const VENUE_KINDS = ['Studio', 'Zaal', 'Hoeve', 'Tuinhuis', 'Loft', 'Kapel', 'Boerderij', 'Atelier'];
const VENUE_TYPES = [
  'Yogastudio',
  'Praktijkruimte',
  'Retraitecentrum',
  'Dansstudio',
  'Evenementenzaal',
  'Groepsaccommodatie',
  'Boerderij',
];
const FIRST_NAMES = ['Anouk', 'Bram', 'Sanne', 'Joris', 'Lotte', 'Pieter', 'Femke', 'Thijs', 'Inge', 'Milan'];
const LAST_NAMES = ['de Vries', 'Jansen', 'Peeters', 'Bakker', 'Maes', 'Visser', 'Claes', 'Smit', 'Willems'];

type Owner = { id: string; name: string; email: string; createdAt: Date };

/**
 * How generated rows are named: ids derive from `namespace` (so another namespace never collides) and owner
 * e-mails end in `@emailDomain`. The volume seed uses 'volume'; /admin/test-data its own namespace per run and
 * the marker domain testdata.kring.test (modules/testData).
 */
export type VolumeMark = { namespace: string; emailDomain: string };
const VOLUME_MARK: VolumeMark = { namespace: 'volume', emailDomain: 'volume.kring.test' };

const owners = (
  kind: string,
  count: number,
  start: number,
  now: Date,
  name: (i: number) => string,
  mark: VolumeMark = VOLUME_MARK,
): Owner[] =>
  Array.from({ length: count }, (_, k) => {
    const i = start + k;
    return {
      id: uuidFor(`${mark.namespace}-${kind}-user`, i),
      name: name(i),
      email: `${mark.namespace}-${kind}-${i}@${mark.emailDomain}`,
      createdAt: new Date(now.getTime() - ((i * 37) % 900) * DAY),
    };
  });

const insertOwners = async (db: Db, rows: Owner[]): Promise<void> => {
  await insertMany(
    db,
    users,
    rows.map((o) => ({ ...o, emailVerified: true, updatedAt: o.createdAt })),
  );
  await insertMany(
    db,
    profiles,
    rows.map((o) => ({
      id: o.id,
      fullName: o.name,
      email: o.email,
      slug: `${slugify(o.name)}-${o.id.slice(0, 8)}`,
      isPublic: false,
      joinDate: o.createdAt,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
    })),
  );
};

const orgName = (i: number): string =>
  `${ORG_FORMS[i % ORG_FORMS.length]} ${ORG_WORDS[Math.floor(i / ORG_FORMS.length) % ORG_WORDS.length]} ${i + 1}`;
const venueName = (i: number): string =>
  `${VENUE_KINDS[i % VENUE_KINDS.length]} ${ORG_WORDS[Math.floor(i / VENUE_KINDS.length) % ORG_WORDS.length]} ${i + 1}`;
const personName = (i: number): string =>
  `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`;

const organizationBatch = (start: number, ownerRows: Owner[], namespace = VOLUME_MARK.namespace) =>
  ownerRows.map((owner, k) => {
    const i = start + k;
    const rng = createRng(seedFor(0x7a11, i));
    const city = pickCity(rng);
    const { lat, lng } = jitterCoords(city, rng);
    const name = owner.name;
    const id = uuidFor(`${namespace}-org`, i);
    const categories = rng.pickSome(
      MAIN_CATEGORIES.map((c) => c.slug),
      rng.int(1, 3),
    );
    return {
      id,
      userId: owner.id,
      organizationName: name,
      slug: `${slugify(name)}-${id.slice(0, 8)}`,
      tagline: `${rng.pick(ORG_WORDS)} in ${city.name}`,
      description: `${name} organiseert bijeenkomsten in en rond ${city.name}.`,
      city: city.name,
      country: city.country,
      address: addressIn(city, rng),
      latitude: lat,
      longitude: lng,
      logoUrl: avatarImage(i),
      profileImageUrl: avatarImage(i),
      coverImageUrl: eventImage(i),
      galleryImages: [eventImage(i + 1), eventImage(i + 2), eventImage(i + 3)],
      categories,
      establishedYear: 1990 + (i % 35),
      isPremium: rng.chance(0.08),
      isVerified: rng.chance(0.3),
      createdAt: owner.createdAt,
    };
  });

const venueBatch = (start: number, ownerRows: Owner[], namespace = VOLUME_MARK.namespace) =>
  ownerRows.map((owner, k) => {
    const i = start + k;
    const rng = createRng(seedFor(0x7a12, i));
    const city = pickCity(rng);
    const { lat, lng } = jitterCoords(city, rng);
    const id = uuidFor(`${namespace}-venue`, i);
    const name = owner.name;
    return {
      id,
      userId: owner.id,
      name,
      slug: `${slugify(name)}-${id.slice(0, 8)}`,
      description: `${name}: een rustige ruimte in ${city.name} voor groepen en workshops.`,
      city: city.name,
      country: city.country,
      address: addressIn(city, rng),
      latitude: lat,
      longitude: lng,
      venueType: rng.pickSome(VENUE_TYPES, rng.int(1, 2)),
      coverImageUrl: venueImage(i),
      profileImageUrl: venueImage(i + 1),
      galleryImages: [venueImage(i + 2), venueImage(i + 3)],
      maxCapacity: rng.int(8, 200),
      dailyRate: rng.int(8, 120) * 10,
      isPremium: rng.chance(0.08),
      isVerified: rng.chance(0.3),
      createdAt: owner.createdAt,
    };
  });

const professionalBatch = (
  start: number,
  ownerRows: Owner[],
  catalog: Pick<CatalogIds, 'professionalTypeBySlug'>,
  namespace = VOLUME_MARK.namespace,
) =>
  ownerRows.map((owner, k) => {
    const i = start + k;
    const rng = createRng(seedFor(0x7a13, i));
    const city = pickCity(rng);
    const { lat, lng } = jitterCoords(city, rng);
    const type = rng.pick(PROFESSIONAL_TYPES);
    const id = uuidFor(`${namespace}-professional`, i);
    return {
      id,
      userId: owner.id,
      slug: `${slugify(owner.name)}-${id.slice(0, 8)}`,
      businessName: owner.name,
      professionalTitle: type.name,
      professionalTypeId: catalog.professionalTypeBySlug.get(type.slug) ?? null,
      city: city.name,
      latitude: lat,
      longitude: lng,
      specialties: rng.pickSome(type.specializations, rng.int(1, 3)),
      bio: `${owner.name} werkt als ${type.name.toLowerCase()} in ${city.name}.`,
      profileImageUrl: avatarImage(i),
      availableForOnline: rng.chance(0.5),
      availableForInPerson: rng.chance(0.85),
      isPremium: rng.chance(0.08),
      isVerified: rng.chance(0.3),
      status: 'published' as const,
      createdAt: owner.createdAt,
    };
  });

type ProfessionalRow = ReturnType<typeof professionalBatch>[number];

/** Professionals with one to three published services each. */
const insertProfessionals = async (db: Db, pros: ProfessionalRow[], start: number): Promise<void> => {
  await insertMany(db, professionals, pros);
  await insertMany(
    db,
    professionalServices,
    pros.flatMap((p, k) => {
      const rng = createRng(seedFor(0x7a14, start + k));
      return Array.from({ length: rng.int(1, 3) }, (_, s) => ({
        professionalId: p.id,
        professionalTypeId: p.professionalTypeId,
        title: `${p.professionalTitle ?? 'Sessie'} ${s + 1}`,
        price: rng.int(4, 30) * 5,
        priceType: 'per_sessie',
        durationMinutes: rng.pick([45, 60, 75, 90, 120]),
        isOnline: p.availableForOnline,
        isInPerson: p.availableForInPerson,
        status: 'published' as const,
      }));
    }),
  );
};

export type VolumeProfileKind = 'organization' | 'venue' | 'professional';

/**
 * One batch of `count` profiles of one kind (numbered from `start`), each with its own owner account (no
 * password, no roles) named by `mark`. For /admin/test-data (modules/testData); the volume seed below does the
 * same for all three kinds.
 */
export const insertProfileBatch = async (
  db: Db,
  kind: VolumeProfileKind,
  opts: {
    start: number;
    count: number;
    now: Date;
    catalog: Pick<CatalogIds, 'professionalTypeBySlug'>;
    mark: VolumeMark;
  },
): Promise<{ ids: string[]; owners: { id: string; name: string }[] }> => {
  const { start, count, now, catalog, mark } = opts;
  const short = { organization: 'org', venue: 'venue', professional: 'professional' }[kind];
  const name = { organization: orgName, venue: venueName, professional: personName }[kind];
  const ownerRows = owners(short, count, start, now, name, mark);
  await insertOwners(db, ownerRows);
  if (kind === 'organization') {
    const rows = organizationBatch(start, ownerRows, mark.namespace);
    await insertMany(db, organizationProfiles, rows);
    return { ids: rows.map((r) => r.id), owners: ownerRows };
  }
  if (kind === 'venue') {
    const rows = venueBatch(start, ownerRows, mark.namespace);
    await insertMany(db, venueProfiles, rows);
    return { ids: rows.map((r) => r.id), owners: ownerRows };
  }
  const rows = professionalBatch(start, ownerRows, catalog, mark.namespace);
  await insertProfessionals(db, rows, start);
  return { ids: rows.map((r) => r.id), owners: ownerRows };
};

export const insertVolumeProfiles = async (
  db: Db,
  opts: { count: number; now: Date; catalog: CatalogIds; log: (msg: string) => void },
): Promise<void> => {
  const { count, now, catalog, log } = opts;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const orgOwners = owners('org', size, start, now, orgName);
    const venueOwners = owners('venue', size, start, now, venueName);
    const proOwners = owners('professional', size, start, now, personName);
    await insertOwners(db, [...orgOwners, ...venueOwners, ...proOwners]);
    await insertMany(db, organizationProfiles, organizationBatch(start, orgOwners));
    await insertMany(db, venueProfiles, venueBatch(start, venueOwners));
    await insertProfessionals(db, professionalBatch(start, proOwners, catalog), start);
    log(`seed: ${start + size} van ${count} extra profielen per soort`);
  }
};
