import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_MEMBER,
  hasImagePriority,
  isNewMember,
  listingHref,
  memberSubtitle,
  memberTitle,
} from './listingCards';

const id = '3f2a9c1d-0000-4000-8000-000000000001';

describe('unified listing card rules (spec §2, §3, §9)', () => {
  it('links every content type to its page, services by id', () => {
    expect(listingHref({ contentType: 'event', slug: 'sessie', id })).toBe('/evenement/sessie');
    expect(listingHref({ contentType: 'professional', slug: 'anna', id })).toBe('/professionals/anna');
    expect(listingHref({ contentType: 'venue', slug: '', id })).toBe(`/venues/${id}`);
    expect(listingHref({ contentType: 'organization', slug: 'kring', id })).toBe('/organisatie/kring');
    expect(listingHref({ contentType: 'service', slug: 'massage', id })).toBe(`/dienst/${id}`);
    expect(listingHref({ contentType: 'member', slug: 'piet', id })).toBe('/member/piet');
  });

  it('gives the first 10 cards image priority', () => {
    expect(hasImagePriority(0)).toBe(true);
    expect(hasImagePriority(9)).toBe(true);
    expect(hasImagePriority(10)).toBe(false);
  });

  it("marks members who joined within 6 months as 'Nieuw lid'", () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isNewMember('2026-11-01T00:00:00Z', now)).toBe(true);
    expect(isNewMember('2026-05-26T00:00:00Z', now)).toBe(true);
    expect(isNewMember('2026-05-24T00:00:00Z', now)).toBe(false);
    expect(isNewMember('2027-01-01T00:00:00Z', now)).toBe(false);
    expect(isNewMember('geen datum', now)).toBe(false);
  });

  it('uses the first 50 characters of the bio as a member subtitle', () => {
    const bio = `Yogadocent   in Utrecht,\n${'x'.repeat(80)}`;
    expect(memberSubtitle(bio)).toHaveLength(50);
    expect(memberSubtitle(bio)?.startsWith('Yogadocent in Utrecht, x')).toBe(true);
    expect(memberSubtitle('  ')).toBeNull();
    expect(memberSubtitle(null)).toBeNull();
  });

  it("calls a member without a name 'Anoniem lid'", () => {
    expect(memberTitle('Piet Jansen')).toBe('Piet Jansen');
    expect(memberTitle(' ')).toBe(ANONYMOUS_MEMBER);
    expect(memberTitle(null)).toBe('Anoniem lid');
  });
});
