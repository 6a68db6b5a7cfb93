import { describe, expect, it } from 'vitest';
import {
  IMAGE_LAYOUTS,
  IMAGE_VARIANT_WIDTHS,
  hasImageVariants,
  imagePreload,
  imageSrcSet,
  imageVariantUrl,
  isImageVariantWidth,
  responsiveImageSources,
} from './images';

const SEED = '/media/seed/events/01.webp';
const UPLOAD = '/uploads/events/7c9e6679-7425-40de-944b-e07fc1f90ae7/AbC-123_xyz.webp';

describe('image variants', () => {
  it('names a variant by width with the source as an encoded query', () => {
    expect(imageVariantUrl(SEED, 640)).toBe('/img/640?src=%2Fmedia%2Fseed%2Fevents%2F01.webp');
  });

  it('offers variants only for our own uploads and demo media', () => {
    expect(hasImageVariants(SEED)).toBe(true);
    expect(hasImageVariants(UPLOAD)).toBe(true);
    expect(hasImageVariants('https://cdn.example.com/a.webp')).toBe(false);
    expect(hasImageVariants('/media/../server/config.ts')).toBe(false);
    expect(hasImageVariants('data:image/png;base64,AAAA')).toBe(false);
  });

  it('accepts only the fixed widths', () => {
    expect(isImageVariantWidth(640)).toBe(true);
    expect(isImageVariantWidth(641)).toBe(false);
    expect(isImageVariantWidth(4000)).toBe(false);
  });

  it('lists every layout width, each from the fixed list, with its w descriptor', () => {
    expect(imageSrcSet(SEED, 'card')).toBe(
      [320, 480, 640, 960].map((w) => `/img/${w}?src=%2Fmedia%2Fseed%2Fevents%2F01.webp ${w}w`).join(', '),
    );
    for (const layout of Object.values(IMAGE_LAYOUTS)) {
      for (const w of layout.widths) expect(IMAGE_VARIANT_WIDTHS).toContain(w);
    }
  });
});

describe('responsiveImageSources', () => {
  it('gives srcset, sizes and a middle-width fallback', () => {
    expect(responsiveImageSources(SEED, 'hero')).toEqual({
      src: imageVariantUrl(SEED, 960),
      srcSet: imageSrcSet(SEED, 'hero'),
      sizes: IMAGE_LAYOUTS.hero.sizes,
    });
  });

  it('asks for one small variant on a slow connection', () => {
    expect(responsiveImageSources(SEED, 'card', { lowQuality: true })).toEqual({
      src: imageVariantUrl(SEED, 320),
    });
  });

  it('leaves foreign images as they are', () => {
    expect(responsiveImageSources('https://cdn.example.com/a.webp', 'card')).toEqual({
      src: 'https://cdn.example.com/a.webp',
    });
  });
});

describe('imagePreload', () => {
  it('preloads exactly what the <img> chooses from', () => {
    const img = responsiveImageSources(UPLOAD, 'card');
    expect(imagePreload(UPLOAD, 'card')).toEqual({
      href: img.src,
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
    });
  });

  it('preloads a foreign image by its URL alone', () => {
    expect(imagePreload('https://cdn.example.com/a.webp', 'hero')).toEqual({
      href: 'https://cdn.example.com/a.webp',
    });
  });
});
