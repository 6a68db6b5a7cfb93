import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, organizationDetailQueryKey } from '../../../core/domain/initialData';
import { organizationProfiles } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { insertUser } from '../../test/fixtures';

/** The organisation page's crawler HTML (server/http/pageHead.ts) at /organization/:slug and /organisatie/:slug. */

const SHELL = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<meta name="description" content="Algemene beschrijving" />
<title>Kring · Samen bewust leven</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const ldOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}') as Record<
    string,
    unknown
  >;
const initialDataOf = (html: string) =>
  JSON.parse(
    html.match(
      new RegExp(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's'),
    )?.[1] ?? '[]',
  ) as { key: unknown[]; data: unknown }[];

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ webDir });
  for (const [name, slug, isHidden] of [
    ['Huis </script><b> & Haard', 'huis-en-haard', false],
    ['Verborgen Huis', 'verborgen-huis', true],
  ] as const) {
    const owner = await insertUser(t.db);
    await t.db.insert(organizationProfiles).values({
      userId: owner.id,
      organizationName: name,
      slug,
      isHidden,
      city: 'Utrecht',
      tagline: 'Samen aan tafel',
      description: '<p>Maaltijden en "gesprekken" <script>alert(1)</script></p>',
      logoUrl: '/media/orgs/logo.png',
      coverImageUrl: '/media/orgs/cover.jpg',
      instagramUrl: 'https://instagram.com/huis',
      establishedYear: 2019,
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('GET /organization/:slug (HTML)', () => {
  it('answers title, description, canonical, Open Graph, Organization JSON-LD and the seeded detail', async () => {
    for (const path of ['/organization/huis-en-haard', '/organisatie/huis-en-haard']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<title>Huis &lt;/script&gt;&lt;b&gt; &amp; Haard · Kring</title>');
      expect(html).toContain('<link rel="canonical" href="http://localhost');
      expect(html).toContain('/organization/huis-en-haard" />');
      expect(html).toContain('Samen aan tafel · Utrecht — Maaltijden en');
      expect(html).toContain('og:image" content="http://');
      expect(html).not.toContain('<script>alert');
      const ld = ldOf(html);
      expect(ld).toMatchObject({
        '@type': 'Organization',
        name: 'Huis </script><b> & Haard',
        foundingDate: '2019',
        sameAs: ['https://instagram.com/huis'],
      });
      const api = await t.app.inject({ url: `/api/organizations/huis-en-haard` });
      expect(initialDataOf(html)).toEqual([
        { key: [...organizationDetailQueryKey('huis-en-haard')], data: api.json() },
      ]);
    }
  });

  it('answers unknown and hidden organisations with the plain shell and noindex', async () => {
    for (const path of ['/organization/bestaat-niet', '/organisatie/verborgen-huis']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('Verborgen Huis');
      expect(initialDataOf(res.body)).toEqual([]);
    }
  });
});
