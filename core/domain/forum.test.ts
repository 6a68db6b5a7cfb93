import { describe, expect, it } from 'vitest';
import {
  extractMentions,
  formatForumCount,
  forumCategoryBadge,
  normalizeTags,
  quoteMarkdown,
  topicSlug,
} from './forum';

describe('topicSlug (spec §5)', () => {
  const at = new Date('2026-11-26T10:00:00.000Z');

  it('lowercases the title, turns non-alphanumerics into hyphens and appends the timestamp', () => {
    expect(topicSlug('Wie gaat mee naar de Cacao Ceremonie?!', at)).toBe(
      `wie-gaat-mee-naar-de-cacao-ceremonie-${at.getTime()}`,
    );
  });

  it('drops accents and keeps two topics with one title apart by their time', () => {
    expect(topicSlug('Café & crème', at)).toBe(`cafe-en-creme-${at.getTime()}`);
    expect(topicSlug('Zelfde', at)).not.toBe(topicSlug('Zelfde', new Date(at.getTime() + 1)));
  });

  it('still gives a slug for a title without letters or digits', () => {
    expect(topicSlug('🙏 ✨', at)).toBe(`topic-${at.getTime()}`);
  });
});

describe('formatForumCount (spec §9: counts over 1000 as x.xk)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [1234, '1.2k'],
    [1950, '2k'],
    [15000, '15k'],
    [123456, '123.5k'],
  ])('%i → %s', (count, shown) => {
    expect(formatForumCount(count)).toBe(shown);
  });
});

describe('forumCategoryBadge (spec §9)', () => {
  it("is 'active' above 10 topics, 'new' without posts, otherwise none", () => {
    expect(forumCategoryBadge({ topicCount: 11, postCount: 0 })).toBe('active');
    expect(forumCategoryBadge({ topicCount: 10, postCount: 3 })).toBeNull();
    expect(forumCategoryBadge({ topicCount: 2, postCount: 0 })).toBe('new');
  });
});

describe('normalizeTags', () => {
  it('trims, lowercases, removes a leading # and duplicates, and keeps at most five', () => {
    expect(normalizeTags([' Adem ', '#adem', 'Ecstatic   Dance', '', 'a', 'b', 'c', 'd'])).toEqual([
      'adem',
      'ecstatic dance',
      'a',
      'b',
      'c',
    ]);
  });
});

describe('extractMentions', () => {
  it('finds @usernames once, lowercased, and ignores e-mail addresses and code', () => {
    expect(
      extractMentions('Hoi @Sanne en @joris_k, zie mail@voorbeeld.nl. `@niet` @Sanne\n```\n@ook_niet\n```'),
    ).toEqual(['sanne', 'joris_k']);
  });

  it('drops trailing punctuation from a name at the end of a sentence', () => {
    expect(extractMentions('Dank je wel @lotte.')).toEqual(['lotte']);
  });
});

describe('quoteMarkdown', () => {
  it('quotes every line and names the author', () => {
    expect(quoteMarkdown('Sanne', 'Eerste regel\nTweede regel')).toBe(
      '> **Sanne** schreef:\n> Eerste regel\n> Tweede regel\n\n',
    );
  });
});
