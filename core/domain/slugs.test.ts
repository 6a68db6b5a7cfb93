import { describe, expect, it } from 'vitest';
import { type ProfileLookup, findByIdOrSlug, idFromSlug, slugify, slugWithId } from './slugs';

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

  it('resolves a profile link: id, then slug, then the id a slug carries', async () => {
    const id = '3f2a9c1d-1111-4222-8333-444455556666';
    const asked: ProfileLookup[] = [];
    const find = async (by: ProfileLookup) => {
      asked.push(by);
      return 'id' in by || 'idPrefix' in by ? 'found' : null;
    };
    expect(await findByIdOrSlug(id.toUpperCase(), find)).toBe('found');
    expect(await findByIdOrSlug('oude-naam-3f2a9c1d', find)).toBe('found');
    expect(await findByIdOrSlug('x'.repeat(36), find)).toBeNull();
    expect(await findByIdOrSlug('zonder-id', find)).toBeNull();
    expect(asked).toEqual([
      { id },
      { slug: 'oude-naam-3f2a9c1d' },
      { idPrefix: '3f2a9c1d' },
      { slug: 'zonder-id' },
    ]);
  });
});
