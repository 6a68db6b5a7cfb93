/**
 * A tiny seeded PRNG (mulberry32) so every seed run produces exactly the same content.
 * Math.random is never used in the seed: determinism makes demo data, screenshots and tests stable.
 */
export type Rng = {
  /** Uniform float in [0, 1). */
  next: () => number;
  /** Integer in [min, max] (both inclusive). */
  int: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items (fewer when the list is shorter), in random order. */
  pickSome: <T>(items: readonly T[], count: number) => T[];
  shuffle: <T>(items: readonly T[]) => T[];
  /** A version-4-shaped UUID drawn from this stream. */
  uuid: () => string;
};

const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const HEX = '0123456789abcdef';

export const createRng = (seed: number): Rng => {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  };
  const uuid = (): string => {
    let out = '';
    for (let i = 0; i < 32; i += 1) {
      let nibble = Math.floor(next() * 16);
      if (i === 12) nibble = 4; // version 4
      if (i === 16) nibble = 8 + (nibble & 3); // RFC 4122 variant
      out += HEX[nibble];
      if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    pickSome: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
    uuid,
  };
};

/** Mixes a base seed with an index so item i is the same no matter how many items are generated. */
export const seedFor = (base: number, index: number): number => {
  let h = (base ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
};

/** The default seed of the demo content. */
export const DEMO_SEED = 20_261_121;

/** A stable UUID for a named seed record (e.g. `uuidFor('org', 3)`), so references survive re-runs. */
export const uuidFor = (namespace: string, index: number): string => {
  let h = DEMO_SEED;
  for (let i = 0; i < namespace.length; i += 1) h = Math.imul(h ^ namespace.charCodeAt(i), 16777619) >>> 0;
  return createRng(seedFor(h, index)).uuid();
};
