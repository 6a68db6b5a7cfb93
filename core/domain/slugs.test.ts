import { describe, expect, it } from 'vitest';
import { idFromSlug, slugify, slugWithId } from './slugs';

describe('slugs', () => {
  it('lowercases, strips accents and joins words with hyphens', () => {
    expect(slugify('Gent – Vollemaan Ééntje & Co')).toBe('gent-vollemaan-eentje-en-co');
  });

  it('appends the first id segment and recovers it', () => {
    const slug = slugWithId('Huis van Verbinding', '3f2a9c1d-1111-4222-8333-444455556666');
    expect(slug).toBe('huis-van-verbinding-3f2a9c1d');
    expect(idFromSlug(slug)).toEqual({ prefix: '3f2a9c1d' });
    expect(idFromSlug('naam-3f2a9c1d-1111-4222-8333-444455556666')).toEqual({
      full: '3f2a9c1d-1111-4222-8333-444455556666',
    });
    expect(idFromSlug('zonder-id')).toBeNull();
  });
});

describe('profile lookups', () => {
  const id = '3f2a9c1d-1111-4222-8333-444455556666';
  it('reads an id, a slug, and a slug carrying the id or its 8-hex prefix', async () => {
    const { profileLookupsFor, findProfileBy } = await import('./slugs');
    expect(profileLookupsFor(id.toUpperCase())).toEqual([{ id }]);
    expect(profileLookupsFor('x'.repeat(36))).toEqual([]);
    expect(profileLookupsFor(' De-Bron ')).toEqual([{ slug: 'de-bron' }]);
    expect(profileLookupsFor('oude-naam-3f2a9c1d')).toEqual([
      { slug: 'oude-naam-3f2a9c1d' },
      { idPrefix: '3f2a9c1d' },
    ]);
    expect(profileLookupsFor(`naam-${id}`)).toEqual([{ slug: `naam-${id}` }, { id }]);
    const seen: unknown[] = [];
    const found = await findProfileBy('oude-naam-3f2a9c1d', async (lookup) => {
      seen.push(lookup);
      return 'idPrefix' in lookup ? 'found' : null;
    });
    expect(found).toBe('found');
    expect(seen).toHaveLength(2);
  });
});
