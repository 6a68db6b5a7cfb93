import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classCandidates } from '../../scripts/viteClassMerge';
import { cn } from './cn';

/** The repository's classes that tailwind-merge's full configuration knows (it folds a repeated one into one). */
const known = classCandidates().filter((name) => twMerge(`${name} ${name}`) === name);

/** A deterministic sample of pairs: the same sequence on every run. */
const samplePairs = (list: readonly string[], count: number): [string, string][] => {
  let seed = 17;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return list[seed % list.length] ?? '';
  };
  return Array.from({ length: count }, () => [next(), next()]);
};

/** Letters up to the first dash after the variants: `md:hover:px-4` → `px`. The classes most likely in conflict. */
const stem = (name: string) => (name.split(':').at(-1) ?? '').replace(/^[!-]+/, '').split('-')[0] ?? '';

describe('cn', () => {
  it('merges as tailwind-merge does with its full configuration', () => {
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('p-3', 'px-2')).toBe('p-3 px-2');
    expect(cn('text-sm text-red-500', 'text-lg')).toBe('text-red-500 text-lg');
    expect(cn('hover:bg-kring-600 bg-white', 'hover:bg-kring-700')).toBe('bg-white hover:bg-kring-700');
    expect(cn('-mt-2', 'mt-4')).toBe('mt-4');
    expect(cn('kring-card', false, undefined, 'shadow-sm', 'shadow-none')).toBe('kring-card shadow-none');
  });

  it('agrees with the full configuration on every pair of related classes of this repository, and a sample of the rest', () => {
    expect(known.length).toBeGreaterThan(500);
    const byStem = new Map<string, string[]>();
    for (const name of known) byStem.set(stem(name), [...(byStem.get(stem(name)) ?? []), name]);
    const related = [...byStem.values()].flatMap((names) =>
      names.flatMap((a) => names.map((b): [string, string] => [a, b])),
    );
    const differences = [...related, ...samplePairs(known, 50_000)]
      .filter(([a, b]) => cn(a, b) !== twMerge(`${a} ${b}`))
      .map(([a, b]) => `${a} ${b}: ${cn(a, b)} ≠ ${twMerge(`${a} ${b}`)}`);
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
