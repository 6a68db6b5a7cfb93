import { cn } from '@web/lib/cn';

/** Earthy gradients for events without a photo; picked from the id so a card always looks the same. */
const PALETTES = [
  ['#2f4f3a', '#6a9777', '#e0a587'],
  ['#8a4a2f', '#c4714a', '#eadfcb'],
  ['#1d3025', '#4b7a5a', '#bcd3c2'],
  ['#5b4a32', '#b59263', '#f5efe4'],
  ['#263f2f', '#93b79d', '#f5ddd1'],
] as const;

export const paletteIndex = (id: string): number => {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % PALETTES.length;
};

export const EventImagePlaceholder = ({ seed, className }: { seed: string; className?: string }) => {
  const [deep, mid, light] = PALETTES[paletteIndex(seed)] ?? PALETTES[0];
  const shift = paletteIndex(seed.split('').reverse().join('')) * 12;
  return (
    <svg
      viewBox="0 0 400 250"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      className={cn('size-full', className)}
    >
      <rect width="400" height="250" fill={deep} />
      <circle cx={90 + shift} cy="70" r="120" fill={mid} opacity="0.75" />
      <circle cx={310 - shift} cy="200" r="110" fill={light} opacity="0.55" />
      <circle cx="230" cy={40 + shift} r="60" fill={light} opacity="0.35" />
    </svg>
  );
};
