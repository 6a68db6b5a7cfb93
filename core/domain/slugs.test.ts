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
