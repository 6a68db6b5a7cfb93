import { describe, expect, it } from 'vitest';
import { imageVariantUrl, responsiveImageSources } from '@core/domain/images';
import { imageSourcesFor, isSlowConnection, lowQualityImageUrl, nextImageStage } from './connection';

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

  it('asks for the variants, one small variant on a slow connection', () => {
    expect(imageSourcesFor(UPLOADED, 'card', { slow: false, stage: 'variants' })).toEqual(
      responsiveImageSources(UPLOADED, 'card'),
    );
    expect(imageSourcesFor(UPLOADED, 'card', { slow: true, stage: 'variants' })).toEqual({
      src: imageVariantUrl(UPLOADED, 320),
    });
  });

  it("asks a foreign image's card version on a slow connection, as it is otherwise", () => {
    const s3 = `https://cdn.example.nl${UPLOADED}`;
    expect(imageSourcesFor(s3, 'card', { slow: false, stage: 'variants' })).toEqual({ src: s3 });
    expect(imageSourcesFor(s3, 'card', { slow: true, stage: 'variants' })?.src).toMatch(/-card\.webp$/);
  });

  it('falls back to the original once the variants failed, then to nothing', () => {
    const variants = imageSourcesFor(UPLOADED, 'hero', { slow: false, stage: 'variants' })!;
    expect(nextImageStage('variants', variants, UPLOADED)).toBe('original');
    expect(imageSourcesFor(UPLOADED, 'hero', { slow: false, stage: 'original' })).toEqual({ src: UPLOADED });
    expect(nextImageStage('original', { src: UPLOADED }, UPLOADED)).toBe('failed');
    expect(imageSourcesFor(UPLOADED, 'hero', { slow: false, stage: 'failed' })).toBeNull();
    // An image that has no variants and failed as it is has nothing left to try.
    expect(nextImageStage('variants', { src: 'https://x.nl/a.webp' }, 'https://x.nl/a.webp')).toBe('failed');
  });
});
