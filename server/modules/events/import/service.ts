import { randomUUID } from 'node:crypto';
import { slugWithId } from '../../../../core/domain/slugs';
import { AppError } from '../../../../core/errors';
import {
  BULK_COLUMNS,
  BULK_REQUIRED_COLUMNS,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
  type BulkColumn,
  type BulkImportReport,
  type BulkRow,
} from '../../../../core/schemas/bulkUpload';
import { GazetteerGeocoder } from '../../../integrations/geocoding';
import { ensure } from '../../../http/authorize';
import type { AccountsContext, Actor } from '../../accounts';
import { eventsPolicy } from '../policy';
import { parseCsv } from './csv';
import {
  type NewCategoryLink,
  type NewEvent,
  insertEventsWithCategories,
  selectActiveCategories,
  selectOrganizationsBySlug,
  selectTakenTitles,
  selectUserDisplayName,
} from './queries';
import { importTemplateCsv } from './template';
import { type EventDraft, type RowValues, columnKey, validateRow } from './validate';

const gazetteer = new GazetteerGeocoder();

/**
 * Entry check of the import use cases: admins acting as themselves (403 'admin_only'). The routes run it as
 * the request arrives too (see ../entryCheck.ts).
 */
export const mayImportEvents = (actor: Actor): void => ensure(eventsPolicy.importEvents(actor), 'admin_only');

/** GET …/import/template: the CSV template to fill in. */
export const importTemplate = (actor: Actor, now = new Date()): string => {
  mayImportEvents(actor);
  return importTemplateCsv(now);
};

/** CSV text → rows keyed by column, refusing files that are too big, empty, too long or miss columns. */
export const readImportRows = (csv: string): { line: number; values: RowValues }[] => {
  if (Buffer.byteLength(csv, 'utf8') > BULK_UPLOAD_MAX_BYTES) throw new AppError('bulk_upload_too_large');
  const [header, ...records] = parseCsv(csv);
  if (!header) throw new AppError('bulk_upload_empty');
  const keys = header.cells.map(columnKey);
  const missing = BULK_REQUIRED_COLUMNS.filter((c) => !keys.includes(c));
  if (missing.length > 0) {
    throw new AppError('bulk_upload_missing_columns', {
      hint: `Ontbrekende kolommen: ${missing.join(', ')}.`,
    });
  }
  if (records.length === 0) throw new AppError('bulk_upload_empty');
  if (records.length > BULK_UPLOAD_MAX_ROWS) throw new AppError('bulk_upload_too_many_rows');
  return records.map(({ line, cells }) => {
    const values = Object.fromEntries(BULK_COLUMNS.map((c) => [c.key, ''])) as RowValues;
    keys.forEach((key, i) => {
      if (key in values) values[key as BulkColumn] = cells[i] ?? '';
    });
    return { line, values };
  });
};

/** Plain text from the sheet → the sanitised-HTML description events carry: escaped, one <p> per paragraph. */
const paragraphs = (text: string): string =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>')}</p>`,
    )
    .join('');

const toEventRow = (draft: EventDraft, actor: Actor, adminName: string): NewEvent => {
  const id = randomUUID();
  const org = draft.organization;
  return {
    id,
    slug: slugWithId(draft.title, id),
    title: draft.title,
    shortDescription: draft.shortDescription,
    description: draft.description ? paragraphs(draft.description) : null,
    location: draft.venueName ?? draft.place.name,
    address: draft.address,
    city: draft.place.name,
    country: draft.place.country === 'BE' ? 'België' : 'Nederland',
    latitude: draft.place.lat,
    longitude: draft.place.lng,
    isOnline: draft.mainType === 'online',
    organizerId: org?.userId ?? actor.userId,
    organizerName: org?.name ?? adminName,
    organizationProfileId: org?.id ?? null,
    isPremiumOrganizer: org?.isPremium ?? false,
    createdInRole: 'admin',
    price: draft.price,
    startDate: draft.startDate,
    endDate: draft.endDate,
    status: 'draft',
    eventType: draft.mainType,
    mainTypeId: draft.mainTypeId,
    subTypeId: draft.subTypeId,
    maxParticipants: draft.maxParticipants,
    venueName: draft.venueName,
    eventDates: [draft.startDate],
  };
};

/**
 * Admin CSV import (issue 4): every row is checked against the §5 rules and answered with its errors in
 * Dutch. A dry run stops there; an import with no invalid row inserts all rows as drafts in ONE transaction
 * (owned by the admin, or by the organisation of `organisatie_slug`), the city geocoded by the gazetteer. An
 * import with any invalid row imports nothing.
 */
export const importEvents = async (
  ctx: AccountsContext,
  actor: Actor,
  csv: string,
  dryRun: boolean,
  now = new Date(),
): Promise<BulkImportReport> => {
  mayImportEvents(actor);
  const input = readImportRows(csv);
  const orgSlugs = [
    ...new Set(input.map((r) => r.values.organisatie_slug.trim().toLowerCase()).filter(Boolean)),
  ];
  const [categories, organizations, existingTitles] = await Promise.all([
    selectActiveCategories(ctx.db),
    selectOrganizationsBySlug(ctx.db, orgSlugs),
    selectTakenTitles(ctx.db, [...new Set(input.map((r) => r.values.titel.trim()).filter(Boolean))]),
  ]);
  const lookup = {
    now,
    categories,
    organizations,
    existingTitles,
    locate: (city: string) => gazetteer.locate(city)[0] ?? null,
  };
  const seenTitles = new Set<string>();
  const drafts: EventDraft[] = [];
  const rows: BulkRow[] = input.map(({ line, values }) => {
    const { draft, errors } = validateRow(values, lookup, seenTitles);
    if (draft) drafts.push(draft);
    return { line, values, errors };
  });
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  const report = {
    dryRun,
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    imported: 0,
    eventIds: [],
    rows,
  };
  if (dryRun || invalid > 0) return report;

  const adminName = await selectUserDisplayName(ctx.db, actor.userId);
  const eventRows = drafts.map((d) => toEventRow(d, actor, adminName));
  const links: NewCategoryLink[] = eventRows.flatMap((e, i) => {
    const draft = drafts[i] as EventDraft;
    const ids = [
      draft.mainTypeId,
      ...(draft.subTypeId && draft.subTypeId !== draft.mainTypeId ? [draft.subTypeId] : []),
    ];
    return ids.map((categoryId) => ({ eventId: e.id as string, categoryId }));
  });
  await insertEventsWithCategories(ctx.db, eventRows, links);
  ctx.logger.info({ adminId: actor.userId, count: eventRows.length }, 'events imported from CSV');
  return { ...report, imported: eventRows.length, eventIds: eventRows.map((e) => e.id as string) };
};
