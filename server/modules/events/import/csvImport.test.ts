import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, eventCategoryMapping, organizationProfiles } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import { ADMIN_EMAIL, signInAs } from '../../../test/events';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const HEADER = 'titel;hoofdtype;subtype;startdatum;einddatum;plaats;prijs;max_deelnemers;organisatie_slug';
const year = new Date().getFullYear() + 1;

const upload = (csv: string, dryRun: boolean, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/events/import?dryRun=${dryRun}`,
    headers: { origin: t.config.publicUrl, cookie: admin, 'content-type': contentType },
    payload: csv,
  });

const multipartBody = (csv: string, filename = 'evenementen.csv', type = 'text/csv') => {
  const boundary = '----kringtest';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

describe('GET /api/admin/events/import/template', () => {
  it('is a ;-separated CSV with the Dutch columns and one valid example row', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/events/import/template',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('kring-evenementen-sjabloon.csv');
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.split(';')).toEqual([
      'titel',
      'hoofdtype',
      'subtype',
      'startdatum',
      'einddatum',
      'plaats',
      'adres',
      'locatienaam',
      'prijs',
      'max_deelnemers',
      'korte_beschrijving',
      'beschrijving',
      'organisatie_slug',
    ]);
    expect(example).toContain('Utrecht');
    // The template as downloaded passes the dry run.
    const check = await upload(res.body, true);
    expect(check.json()).toMatchObject({ total: 1, valid: 1, invalid: 0, imported: 0 });
  });
});

describe('POST /api/admin/events/import', () => {
  it('reports each invalid row in Dutch and imports nothing', async () => {
    const csv = [
      HEADER,
      `Goede rij;dans;ecstatic-dance;14-09-${year} 19:30;14-09-${year} 22:00;Gent;"12,50";40;`,
      `;onbekend;yoga-x;31-02-${year} 10:00;;Nergenshuizen;-5;0;bestaat-niet`,
      `Verleden;event;;2020-01-01 10:00;2019-12-31 10:00;Utrecht;abc;1,5;`,
      `Goede rij;dans;;15-09-${year} 19:30;;Brugge;;;`,
    ].join('\r\n');
    const res = await upload(csv, false);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      dryRun: false,
      total: 4,
      valid: 1,
      invalid: 3,
      imported: 0,
      eventIds: [],
    });
    const errorsOf = (i: number) =>
      Object.fromEntries(
        report.rows[i].errors.map((e: { column: string; message: string }) => [e.column, e.message]),
      );
    expect(report.rows[0].errors).toEqual([]);
    expect(report.rows[1].line).toBe(3);
    expect(errorsOf(1)).toEqual({
      titel: 'Dit veld is verplicht.',
      hoofdtype: expect.stringContaining('Onbekend hoofdtype'),
      subtype: 'Onbekend subtype. Gebruik de slug van een bestaand subtype.',
      startdatum: expect.stringContaining('Ongeldige datum'),
      plaats: 'Deze plaats is niet gevonden in Nederland of België. Controleer de spelling.',
      prijs: 'De prijs mag niet negatief zijn.',
      max_deelnemers: 'Het maximum aantal deelnemers moet groter dan 0 zijn.',
      organisatie_slug: 'Er bestaat geen organisatie met deze slug.',
    });
    expect(errorsOf(2)).toEqual({
      startdatum: 'De startdatum moet in de toekomst liggen.',
      einddatum: 'De einddatum moet na de startdatum liggen.',
      prijs: 'Vul een geldig bedrag in, bijvoorbeeld 12,50.',
      max_deelnemers: 'Vul een geheel getal in.',
    });
    expect(errorsOf(3)).toEqual({ titel: 'Deze titel komt al voor in een eerdere rij van dit bestand.' });
    expect(await t.db.select().from(events).where(eq(events.title, 'Goede rij'))).toHaveLength(0);
  });

  it('imports a clean file as drafts in one go, geocoded, owned by the admin or the named organisation', async () => {
    const csv =
      '\uFEFF' +
      [
        HEADER,
        `Import Gent;dans;ecstatic-dance;14-09-${year} 19:30;14-09-${year} 22:00;Gent;"12,50";40;`,
        `"Import ""Luik""";workshoptraining;;${year}-10-01 10:00;${year}-10-01 17:00;Luik;;;de-ademhalte`,
      ].join('\r\n');
    const dry = await upload(csv, true);
    expect(dry.json()).toMatchObject({ dryRun: true, valid: 2, invalid: 0, imported: 0 });
    const { body, contentType } = multipartBody(csv);
    const res = await upload(body, false, contentType);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ dryRun: false, total: 2, imported: 2 });
    const rows = await t.db.select().from(events).where(inArray(events.id, report.eventIds));
    const gent = rows.find((r) => r.title === 'Import Gent');
    const luik = rows.find((r) => r.title === 'Import "Luik"');
    expect(gent).toMatchObject({
      status: 'draft',
      city: 'Gent',
      country: 'België',
      price: 12.5,
      maxParticipants: 40,
      eventType: 'dans',
      organizationProfileId: null,
    });
    expect(gent?.latitude).toBeCloseTo(51.05, 2);
    // 19:30 Dutch summer time = 17:30 UTC.
    expect(gent?.startDate.toISOString()).toBe(`${year}-09-14T17:30:00.000Z`);
    const [ademhalte] = await t.db
      .select()
      .from(organizationProfiles)
      .where(eq(organizationProfiles.slug, 'de-ademhalte'));
    expect(luik).toMatchObject({
      city: 'Liège',
      organizationProfileId: ademhalte?.id,
      organizerId: ademhalte?.userId,
    });
    const links = await t.db
      .select()
      .from(eventCategoryMapping)
      .where(inArray(eventCategoryMapping.eventId, report.eventIds));
    expect(links).toHaveLength(3);
    // A second import of the same file: the titles now exist.
    const again = (await upload(csv, true)).json();
    expect(again.rows[0].errors[0].message).toBe('Er bestaat al een evenement met deze titel.');
  });

  it('refuses files it cannot use, with a Dutch message', async () => {
    const missing = await upload('titel,plaats\nA,Gent', true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'bulk_upload_missing_columns',
      hint: 'Ontbrekende kolommen: hoofdtype, startdatum.',
    });
    expect((await upload(HEADER, true)).json().error.code).toBe('bulk_upload_empty');
    expect((await upload(`${HEADER}\n"open;dans`, true)).json().error.code).toBe('bulk_upload_unreadable');
    const tooMany = [HEADER, ...Array.from({ length: 2001 }, (_, i) => `T${i};dans;;;;Gent;;;`)].join('\n');
    expect((await upload(tooMany, true)).json().error.code).toBe('bulk_upload_too_many_rows');
    const xlsx = multipartBody(
      'PK',
      'evenementen.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const refused = await upload(xlsx.body, true, xlsx.contentType);
    expect(refused.statusCode).toBe(415);
    const big = multipartBody(`${HEADER}\n${'x'.repeat(2 * 1024 * 1024 + 10)}`);
    const tooBig = await upload(big.body, true, big.contentType);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Dit bestand is te groot. Het maximum is 2 MB.');
  });

  it('reads comma-separated files with quoted commas and Windows-1252 text', async () => {
    const csv = `titel,hoofdtype,startdatum,plaats,prijs\n"Café, thee en stilte",event,${year}-11-02 14:00,Liège,"7,50"\n`;
    const latin1 = Buffer.from(csv, 'latin1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/import?dryRun=true',
      headers: { origin: t.config.publicUrl, cookie: admin, 'content-type': 'text/csv' },
      payload: latin1,
    });
    const report = res.json();
    expect(report.rows[0].values.titel).toBe('Café, thee en stilte');
    expect(report.rows[0].values.prijs).toBe('7,50');
    expect(report.invalid).toBe(0);
  });

  it('is for admins only', async () => {
    const organiser = await signInAs(t, 'organisatie@demo.kring.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/import?dryRun=true',
      headers: { origin: t.config.publicUrl, cookie: organiser, 'content-type': 'text/csv' },
      payload: HEADER,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Alleen beheerders hebben toegang tot deze gegevens.');
  });
});
