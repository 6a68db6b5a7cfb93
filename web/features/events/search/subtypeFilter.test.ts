import { describe, expect, it } from 'vitest';
import { filterSubtypeOptions } from './subtypeFilter';

const options = [
  { slug: 'yoga', name: 'Yoga' },
  { slug: 'yin-yoga', name: 'Yin yoga' },
  { slug: 'sound-healing', name: 'Sound healing & klankschalen' },
  { slug: 'creatief', name: 'Créatief schrijven' },
];
const slugs = (text: string) => filterSubtypeOptions(options, text).map((o) => o.slug);

describe('filterSubtypeOptions (name filter of the subtype picker)', () => {
  it('keeps every option, in order, for an empty or blank filter', () => {
    expect(slugs('')).toEqual(['yoga', 'yin-yoga', 'sound-healing', 'creatief']);
    expect(slugs('   ')).toEqual(['yoga', 'yin-yoga', 'sound-healing', 'creatief']);
  });

  it('matches parts of words, ignoring case and accents', () => {
    expect(slugs('YOGA')).toEqual(['yoga', 'yin-yoga']);
    expect(slugs('klank')).toEqual(['sound-healing']);
    expect(slugs('creatief')).toEqual(['creatief']);
  });

  it('needs every word of the filter', () => {
    expect(slugs('yin yoga')).toEqual(['yin-yoga']);
    expect(slugs('yoga klank')).toEqual([]);
  });

  it('answers an empty list when nothing matches (the picker then says so)', () => {
    expect(slugs('xyz')).toEqual([]);
  });
});
