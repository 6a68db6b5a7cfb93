import { isMainEventType } from '../../../../core/domain/categories';
import { ERRORS, type ErrorCode } from '../../../../core/errors';
import { BULK_COLUMNS, type BulkColumn, type BulkRowError } from '../../../../core/schemas/bulkUpload';
import type { GeoPlace } from '../../../../core/schemas/geo';
import { parseLocalDateTime } from '../../../../core/domain/amsterdamTime';

export type ImportOrganization = { id: string; userId: string; name: string; isPremium: boolean };

/** What validation needs from the database and the gazetteer, loaded once per file. */
export type ImportLookup = {
  now: Date;
  /** Active categories by slug. */
  categories: ReadonlyMap<string, { id: string; isMain: boolean }>;
  organizations: ReadonlyMap<string, ImportOrganization>;
  /** Titles already taken by events (titles are unique, spec §5). */
  existingTitles: ReadonlySet<string>;
  locate: (city: string) => GeoPlace | null;
};

/** A row that passed every rule: ready to insert as a draft event. */
export type EventDraft = {
  title: string;
  mainType: string;
  mainTypeId: string;
  subTypeId: string | null;
  startDate: Date;
  endDate: Date | null;
  place: GeoPlace;
  address: string | null;
  venueName: string | null;
  price: number | null;
  maxParticipants: number | null;
  shortDescription: string | null;
  description: string | null;
  organization: ImportOrganization | null;
};

export type RowValues = Record<BulkColumn, string>;

const MAX_LENGTH: Partial<Record<BulkColumn, number>> = {
  titel: 200,
  plaats: 120,
  adres: 200,
  locatienaam: 200,
  korte_beschrijving: 300,
  beschrijving: 20_000,
};
const MAX_PRICE = 99_999_999;

/** Header cell → column key: case, spaces, hyphens, a required-marker '*' and a BOM do not matter. */
export const columnKey = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/\*|\(verplicht\)/g, '')
    .trim()
    .replace(/[\s-]+/g, '_');

/** '12,50', '€ 1.250,00', '12.5' → number; null when it is not an amount. */
export const parseAmount = (raw: string): number | null => {
  let value = raw.replace(/€|eur/gi, '').replace(/\s/g, '');
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d{1,2})?$/.test(value) ? Number(value) : null;
};

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * One CSV row against the rules of spec §5 (title, start in the future, end after start, price ≥ 0, max
 * participants > 0) plus a known city, main type, subtype and organisation. `seenTitles` collects the titles
 * of earlier rows, so a file cannot hold the same title twice.
 */
export const validateRow = (
  values: RowValues,
  lookup: ImportLookup,
  seenTitles: Set<string>,
): { draft: EventDraft | null; errors: BulkRowError[] } => {
  const errors: BulkRowError[] = [];
  const fail = (column: BulkColumn | null, code: ErrorCode) =>
    errors.push({ column, code, message: ERRORS[code].message });

  for (const { key, required } of BULK_COLUMNS) {
    const max = MAX_LENGTH[key];
    if (required && values[key].trim() === '') fail(key, 'bulk_row_required');
    else if (max && values[key].trim().length > max) fail(key, 'bulk_row_too_long');
  }
  const failed = (key: BulkColumn) => errors.some((e) => e.column === key);

  const title = values.titel.trim();
  if (!failed('titel')) {
    if (lookup.existingTitles.has(title)) fail('titel', 'event_title_exists');
    else if (seenTitles.has(title)) fail('titel', 'bulk_row_title_repeated');
    seenTitles.add(title);
  }

  const mainType = values.hoofdtype.trim().toLowerCase();
  const main = lookup.categories.get(mainType);
  if (!failed('hoofdtype') && (!isMainEventType(mainType) || !main?.isMain))
    fail('hoofdtype', 'bulk_row_main_type_unknown');

  const subtypeSlug = values.subtype.trim().toLowerCase();
  const sub = subtypeSlug ? lookup.categories.get(subtypeSlug) : undefined;
  if (subtypeSlug && (!sub || sub.isMain)) fail('subtype', 'bulk_row_subtype_unknown');

  const startDate = values.startdatum.trim() ? parseLocalDateTime(values.startdatum) : null;
  if (!failed('startdatum')) {
    if (!startDate) fail('startdatum', 'bulk_row_date_invalid');
    else if (startDate <= lookup.now) fail('startdatum', 'event_start_in_past');
  }
  const endDate = values.einddatum.trim() ? parseLocalDateTime(values.einddatum) : null;
  if (values.einddatum.trim() && !endDate) fail('einddatum', 'bulk_row_date_invalid');
  else if (endDate && startDate && endDate <= startDate) fail('einddatum', 'event_end_before_start');

  const place = failed('plaats') ? null : lookup.locate(values.plaats);
  if (!failed('plaats') && !place) fail('plaats', 'bulk_row_city_unknown');

  const price = values.prijs.trim() ? parseAmount(values.prijs) : null;
  if (values.prijs.trim()) {
    if (price === null || price > MAX_PRICE) fail('prijs', 'bulk_row_number_invalid');
    else if (price < 0) fail('prijs', 'price_negative');
  }

  const maxText = values.max_deelnemers.trim();
  const maxParticipants = maxText ? Number(maxText) : null;
  if (maxText) {
    if (!/^-?\d{1,9}$/.test(maxText)) fail('max_deelnemers', 'bulk_row_integer_invalid');
    else if ((maxParticipants ?? 0) <= 0) fail('max_deelnemers', 'event_max_participants_invalid');
  }

  const orgSlug = values.organisatie_slug.trim().toLowerCase();
  const organization = orgSlug ? (lookup.organizations.get(orgSlug) ?? null) : null;
  if (orgSlug && !organization) fail('organisatie_slug', 'bulk_row_organization_unknown');

  if (errors.length > 0 || !main || !startDate || !place) return { draft: null, errors };
  return {
    draft: {
      title,
      mainType,
      mainTypeId: main.id,
      subTypeId: sub?.id ?? null,
      startDate,
      endDate,
      place,
      address: optional(values.adres),
      venueName: optional(values.locatienaam),
      price,
      maxParticipants,
      shortDescription: optional(values.korte_beschrijving),
      description: optional(values.beschrijving),
      organization,
    },
    errors,
  };
};
