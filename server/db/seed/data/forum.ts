import { FORUM_TOPICS_A } from './forum-topics-a';
import { FORUM_TOPICS_B } from './forum-topics-b';
import { createRng, seedFor } from './random';
import { DAY_MS, slugify } from './text';

export type ForumCategorySeed = {
  name: string;
  slug: string;
  description: string;
  /** lucide-react icon name (kebab-case). */
  icon: string;
  color: string;
  sortOrder: number;
};

export type ForumTopicInput = {
  category: string;
  title: string;
  content: string;
  tags: readonly string[];
  status?: 'open' | 'closed';
  pinned?: boolean;
  featured?: boolean;
  /** Replies in order; each is written by another member. */
  posts: readonly string[];
};

export type ForumPostSeed = { content: string; createdAt: Date; voteScore: number };

export type ForumTopicSeed = Omit<ForumTopicInput, 'posts' | 'status' | 'pinned' | 'featured'> & {
  index: number;
  slug: string;
  status: 'open' | 'closed';
  isPinned: boolean;
  isFeatured: boolean;
  createdAt: Date;
  lastActivityAt: Date;
  viewCount: number;
  voteScore: number;
  posts: ForumPostSeed[];
};

export const FORUM_CATEGORIES: readonly ForumCategorySeed[] = [
  {
    name: 'Welkom & kennismaking',
    slug: 'welkom',
    description: 'Nieuw op Kring? Stel jezelf voor en maak kennis met de community.',
    icon: 'hand-heart',
    color: '#6b8f71',
    sortOrder: 1,
  },
  {
    name: 'Evenementen & tips',
    slug: 'evenementen',
    description: 'Deel mooie evenementen, ervaringen en tips voor de komende maanden.',
    icon: 'calendar-days',
    color: '#c08457',
    sortOrder: 2,
  },
  {
    name: 'Dans & beweging',
    slug: 'dans-beweging',
    description: 'Ecstatic dance, 5Ritmes, contactimprovisatie, yoga en alles wat beweegt.',
    icon: 'music',
    color: '#8e6c8a',
    sortOrder: 3,
  },
  {
    name: 'Meditatie, adem & stilte',
    slug: 'meditatie-adem',
    description: 'Ervaringen en vragen over meditatie, ademwerk, retraites en stilte.',
    icon: 'flower-2',
    color: '#5b7f95',
    sortOrder: 4,
  },
  {
    name: 'Persoonlijke groei',
    slug: 'persoonlijke-groei',
    description: 'Over opstellingen, cirkels, coaching, therapie en je eigen pad.',
    icon: 'sprout',
    color: '#7a9a5b',
    sortOrder: 5,
  },
  {
    name: 'Voor organisatoren & professionals',
    slug: 'organisatoren',
    description: 'Kennis delen over organiseren, promotie, prijzen en samenwerken.',
    icon: 'briefcase',
    color: '#a0704b',
    sortOrder: 6,
  },
  {
    name: 'Locaties & samenwerken',
    slug: 'locaties',
    description: 'Op zoek naar een ruimte of juist een ruimte te bieden? Hier vind je elkaar.',
    icon: 'map-pin',
    color: '#4f7c6b',
    sortOrder: 7,
  },
  {
    name: 'Vragen over Kring',
    slug: 'vragen-over-kring',
    description: 'Hulp bij je account, abonnement of het plaatsen van evenementen.',
    icon: 'circle-help',
    color: '#7d7461',
    sortOrder: 8,
  },
  {
    // The default category of a new topic (spec §8 'Algemeen').
    name: 'Algemeen',
    slug: 'algemeen',
    description: 'Alles wat nergens anders past: vragen, ideeën en gesprekken.',
    icon: 'messages-square',
    color: '#8a7f9e',
    sortOrder: 9,
  },
];

/**
 * Forum topics with dates relative to `now`: created within the last 120 days, replies hours to days apart.
 * Topic slugs follow spec §5: lowercased title, non-alphanumerics to hyphens, timestamp appended.
 */
export const buildForumTopics = (now: Date): ForumTopicSeed[] =>
  [...FORUM_TOPICS_A, ...FORUM_TOPICS_B].map((input, index) => {
    const rng = createRng(seedFor(0xf0a0, index));
    const createdAt = new Date(now.getTime() - rng.int(2, 120) * DAY_MS - rng.int(0, DAY_MS));
    let cursor = createdAt.getTime();
    const posts = input.posts.map((content) => {
      cursor = Math.min(now.getTime() - 60_000, cursor + rng.int(20 * 60_000, 3 * DAY_MS));
      return { content, createdAt: new Date(cursor), voteScore: rng.int(0, 12) };
    });
    return {
      category: input.category,
      title: input.title,
      content: input.content,
      tags: input.tags,
      index,
      slug: `${slugify(input.title)}-${createdAt.getTime()}`,
      status: input.status ?? 'open',
      isPinned: input.pinned ?? false,
      isFeatured: input.featured ?? false,
      createdAt,
      lastActivityAt: new Date(cursor),
      viewCount: rng.int(25, 900),
      voteScore: rng.int(0, 40),
      posts,
    };
  });
