import { describe, expect, it } from 'vitest';
import { imageSourceFor, isSlowConnection, lowQualityImageUrl } from './connection';

const UPLOADED = '/uploads/events/0b6f1c2e-4a1d-4c3b-9f0e-2d7a5b8c9e10/Ab3_kL9-xQ2z.webp';

describe('connection speed (spec §4)', () => {
  it.each([
    ['slow-2g', true],
    ['2g', true],
    ['3g', true],
    ['4g', false],
    [undefined, false],
  ])('effectiveType %s is slow: %s', (effectiveType, slow) => {
    expect(isSlowConnection({ effectiveType })).toBe(slow);
  });

  it('counts the data saver as slow, and a browser without the API as fast', () => {
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection(null)).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('low-quality images', () => {
  it("asks for an uploaded event image's card version", () => {
    expect(lowQualityImageUrl(UPLOADED)).toBe(UPLOADED.replace('.webp', '-card.webp'));
    expect(lowQualityImageUrl(`https://cdn.example.nl${UPLOADED}`)).toMatch(/-card\.webp$/);
  });

  it('leaves images without a smaller version alone', () => {
    const card = UPLOADED.replace('.webp', '-card.webp');
    expect(lowQualityImageUrl(card)).toBe(card);
    expect(lowQualityImageUrl('/media/seed/events/01.webp')).toBe('/media/seed/events/01.webp');
    expect(lowQualityImageUrl('/uploads/avatars/u/abc.webp')).toBe('/uploads/avatars/u/abc.webp');
  });

  it('picks the low-quality variant only on a slow connection, and the original once the variant failed', () => {
    expect(imageSourceFor(UPLOADED, { slow: false, lowQualityFailed: false })).toBe(UPLOADED);
    expect(imageSourceFor(UPLOADED, { slow: true, lowQualityFailed: false })).toMatch(/-card\.webp$/);
    expect(imageSourceFor(UPLOADED, { slow: true, lowQualityFailed: true })).toBe(UPLOADED);
  });
});
