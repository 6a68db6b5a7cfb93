import { z } from 'zod';
import {
  FORUM_CONTENT_MAX,
  FORUM_CONTENT_MIN,
  FORUM_LIST_VIEWS,
  FORUM_PAGE_SIZE,
  FORUM_POST_MAX,
  FORUM_POST_MIN,
  FORUM_REPORT_REASON_MAX,
  FORUM_TAG_MAX,
  FORUM_TAGS_MAX,
  FORUM_TITLE_MAX,
  FORUM_TITLE_MIN,
  FORUM_TOPIC_SORTS,
} from '../domain/forum';
import { paged } from './common';

/**
 * The forum contract (spec §3 forum category/topic/post/forum_user_stats, §7 forum reads and writes, §8 texts).
 * Content is Markdown written by members; the server renders it to HTML through the one sanitiser of §5 and
 * answers both (`content` to edit, `html` to show). Every list is paged (page size 20).
 */

const page = z.coerce.number().int().min(1).max(10000).default(1);
const uuid = z.string().uuid();

// ── Categories ──────────────────────────────────────────────────────────────────────────────────────────────

export const ForumCategory = z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** lucide-react icon name (kebab-case). */
  icon: z.string().nullable(),
  /** #rrggbb */
  color: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  topicCount: z.number().int(),
  postCount: z.number().int(),
  /** The category's latest activity, for the list; null without topics. */
  lastActivityAt: z.string().nullable(),
});
export type ForumCategory = z.infer<typeof ForumCategory>;

export const ForumCategoryList = z.object({ items: z.array(ForumCategory) });
export type ForumCategoryList = z.infer<typeof ForumCategoryList>;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Admin: create or edit a category (/admin/forum). The slug follows from the name when left out. */
export const ForumCategoryInput = z.object({
  name: z.string().trim().min(2, 'Geef de categorie een naam.').max(60, 'Gebruik maximaal 60 tekens.'),
  slug: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Gebruik kleine letters, cijfers en streepjes.')
    .optional(),
  description: z.string().trim().max(300, 'Gebruik maximaal 300 tekens.').nullish(),
  icon: z.string().trim().max(40).nullish(),
  color: z.string().trim().regex(HEX_COLOR, 'Kies een kleur als #rrggbb.').nullish(),
  isActive: z.boolean().optional(),
});
export type ForumCategoryInput = z.infer<typeof ForumCategoryInput>;
export const ForumCategoryPatch = ForumCategoryInput.partial();
export type ForumCategoryPatch = z.infer<typeof ForumCategoryPatch>;

/** Admin: the new order of all categories (ids first to last); sort_order becomes 1..n. */
export const ForumCategoryOrder = z.object({ ids: z.array(uuid).min(1).max(200) });
export type ForumCategoryOrder = z.infer<typeof ForumCategoryOrder>;

// ── Authors and stats ───────────────────────────────────────────────────────────────────────────────────────

/** The author card; name falls back to 'Community Lid' on the web when null (spec §8). */
export const ForumAuthor = z.object({
  id: uuid.nullable(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Link to the member's profile, when they have a public one. */
  href: z.string().nullable(),
  memberSince: z.string().nullable(),
  topicCount: z.number().int(),
  postCount: z.number().int(),
  reputation: z.number().int(),
});
export type ForumAuthor = z.infer<typeof ForumAuthor>;

export const ForumActivity = z.object({
  kind: z.enum(['topic', 'post']),
  topicTitle: z.string(),
  topicSlug: z.string(),
  authorName: z.string().nullable(),
  at: z.string(),
});
export type ForumActivity = z.infer<typeof ForumActivity>;

export const ForumStatsQuery = z.object({
  recent: z.coerce.number().int().min(1).max(20).default(6),
});
export const ForumStats = z.object({
  topics: z.number().int(),
  posts: z.number().int(),
  members: z.number().int(),
  activeLast24h: z.number().int(),
  recent: z.array(ForumActivity),
});
export type ForumStats = z.infer<typeof ForumStats>;

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  author: ForumAuthor,
  lastActiveAt: z.string(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;
export const LeaderboardQuery = z.object({ page });
export const LeaderboardPage = paged(LeaderboardEntry);
export type LeaderboardPage = z.infer<typeof LeaderboardPage>;

// ── Topics ──────────────────────────────────────────────────────────────────────────────────────────────────

export const TOPIC_STATUSES = ['open', 'closed'] as const;
export type TopicStatus = (typeof TOPIC_STATUSES)[number];

/** GET /api/forum/topics: the lists of /community, its tabs, a category, search, tag and author filters. */
export const ForumTopicQuery = z.object({
  view: z.enum(FORUM_LIST_VIEWS).default('all'),
  category: z.string().trim().max(80).optional(),
  /** Author's user id. */
  author: uuid.optional(),
  tag: z.string().trim().max(FORUM_TAG_MAX).optional(),
  q: z.string().trim().max(200).optional(),
  eventId: uuid.optional(),
  sort: z.enum(FORUM_TOPIC_SORTS).default('activity'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page,
  limit: z.coerce.number().int().min(1).max(50).default(FORUM_PAGE_SIZE),
});
export type ForumTopicQuery = z.input<typeof ForumTopicQuery>;
export type ValidForumTopicQuery = z.output<typeof ForumTopicQuery>;
/** A topic list as the web asks for it (page and limit as numbers, the rest as the contract's input). */
export type ForumTopicListParams = Omit<ForumTopicQuery, 'page' | 'limit'> & {
  page?: number;
  limit?: number;
};

export const ForumCategoryRef = z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  color: z.string().nullable(),
});
export type ForumCategoryRef = z.infer<typeof ForumCategoryRef>;

export const ForumEventRef = z.object({ id: uuid, title: z.string(), href: z.string() });
export type ForumEventRef = z.infer<typeof ForumEventRef>;

export const ForumTopicSummary = z.object({
  id: uuid,
  title: z.string(),
  slug: z.string(),
  /** Plain-text start of the content (about 200 characters). */
  excerpt: z.string(),
  category: ForumCategoryRef,
  author: ForumAuthor,
  tags: z.array(z.string()),
  status: z.enum(TOPIC_STATUSES),
  isPinned: z.boolean(),
  isFeatured: z.boolean(),
  /** Only moderators ever see hidden topics (marked so). */
  isHidden: z.boolean(),
  viewCount: z.number().int(),
  voteScore: z.number().int(),
  postCount: z.number().int(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  event: ForumEventRef.nullable(),
});
export type ForumTopicSummary = z.infer<typeof ForumTopicSummary>;

export const ForumTopicPage = paged(ForumTopicSummary);
export type ForumTopicPage = z.infer<typeof ForumTopicPage>;

/** What the viewer may do; the web shows buttons from these flags only (house rule 4). */
export const ForumTopicAbilities = z.object({
  canReply: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canToggleStatus: z.boolean(),
  canModerate: z.boolean(),
  canVote: z.boolean(),
  canReport: z.boolean(),
});
export type ForumTopicAbilities = z.infer<typeof ForumTopicAbilities>;

export const ForumTopicDetail = ForumTopicSummary.extend({
  /** The Markdown as written (for editing). */
  content: z.string(),
  /** Rendered and sanitised HTML. */
  html: z.string(),
  updatedAt: z.string(),
  /** The viewer's vote on the topic: 1, -1 or 0. */
  myVote: z.number().int(),
  abilities: ForumTopicAbilities,
});
export type ForumTopicDetail = z.infer<typeof ForumTopicDetail>;

const title = z
  .string({ error: 'Geef je topic een titel.' })
  .trim()
  .min(FORUM_TITLE_MIN, `Gebruik minimaal ${FORUM_TITLE_MIN} tekens voor de titel.`)
  .max(FORUM_TITLE_MAX, `Gebruik maximaal ${FORUM_TITLE_MAX} tekens voor de titel.`);
const topicContent = z
  .string({ error: 'Schrijf de inhoud van je topic.' })
  .trim()
  .min(FORUM_CONTENT_MIN, `Schrijf minimaal ${FORUM_CONTENT_MIN} tekens.`)
  .max(FORUM_CONTENT_MAX, `Gebruik maximaal ${FORUM_CONTENT_MAX} tekens.`);
const tags = z
  .array(z.string().trim().max(FORUM_TAG_MAX, `Een tag heeft maximaal ${FORUM_TAG_MAX} tekens.`))
  .max(FORUM_TAGS_MAX, `Gebruik maximaal ${FORUM_TAGS_MAX} tags.`)
  .default([]);

/** POST /api/forum/topics ('Nieuw Topic'); no category means 'Algemeen'. */
export const ForumTopicInput = z.object({
  title,
  content: topicContent,
  categoryId: uuid.nullish(),
  tags,
  /** 'Bespreek dit evenement': the event the topic is about. */
  eventId: uuid.nullish(),
});
export type ForumTopicInput = z.input<typeof ForumTopicInput>;
export type ValidForumTopicInput = z.output<typeof ForumTopicInput>;

/** PATCH /api/forum/topics/:id by the author. */
export const ForumTopicPatch = z.object({
  title: title.optional(),
  content: topicContent.optional(),
  categoryId: uuid.optional(),
  tags: tags.optional(),
});
export type ForumTopicPatch = z.input<typeof ForumTopicPatch>;

/** POST /api/forum/topics/:id/status: open or close (author, moderator). */
export const ForumTopicStatusInput = z.object({ status: z.enum(TOPIC_STATUSES) });
export type ForumTopicStatusInput = z.infer<typeof ForumTopicStatusInput>;

/** POST /api/forum/topics/:id/moderation (admin): hide, pin/feature, move, lock. */
export const ForumTopicModeration = z
  .object({
    isHidden: z.boolean().optional(),
    isPinned: z.boolean().optional(),
    isFeatured: z.boolean().optional(),
    categoryId: uuid.optional(),
    status: z.enum(TOPIC_STATUSES).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Kies een actie.' });
export type ForumTopicModeration = z.infer<typeof ForumTopicModeration>;

// ── Posts ───────────────────────────────────────────────────────────────────────────────────────────────────

export const ForumPost = z.object({
  id: uuid,
  topicId: uuid,
  author: ForumAuthor,
  content: z.string(),
  html: z.string(),
  quotedPostId: uuid.nullable(),
  voteScore: z.number().int(),
  myVote: z.number().int(),
  isHidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 1-based position in the topic, for links like #post-12. */
  number: z.number().int(),
  abilities: z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canModerate: z.boolean(),
    canVote: z.boolean(),
    canReport: z.boolean(),
  }),
});
export type ForumPost = z.infer<typeof ForumPost>;

export const ForumPostQuery = z.object({ page });
export const ForumPostPage = paged(ForumPost);
export type ForumPostPage = z.infer<typeof ForumPostPage>;

const postContent = z
  .string({ error: 'Schrijf je reactie.' })
  .trim()
  .min(FORUM_POST_MIN, `Schrijf minimaal ${FORUM_POST_MIN} tekens.`)
  .max(FORUM_POST_MAX, `Gebruik maximaal ${FORUM_POST_MAX} tekens.`);

/** POST /api/forum/topics/:id/posts. */
export const ForumPostInput = z.object({ content: postContent, quotedPostId: uuid.nullish() });
export type ForumPostInput = z.input<typeof ForumPostInput>;
export const ForumPostPatch = z.object({ content: postContent });
export type ForumPostPatch = z.infer<typeof ForumPostPatch>;
export const ForumPostModeration = z.object({ isHidden: z.boolean() });
export type ForumPostModeration = z.infer<typeof ForumPostModeration>;

// ── Votes and reports ───────────────────────────────────────────────────────────────────────────────────────

export const FORUM_TARGETS = ['topic', 'post'] as const;
export type ForumTarget = (typeof FORUM_TARGETS)[number];

/** PUT /api/forum/votes: one vote per member and item; 0 takes the vote back. */
export const ForumVoteInput = z.object({
  target: z.enum(FORUM_TARGETS),
  id: uuid,
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
});
export type ForumVoteInput = z.infer<typeof ForumVoteInput>;
export const ForumVoteResult = z.object({ voteScore: z.number().int(), myVote: z.number().int() });
export type ForumVoteResult = z.infer<typeof ForumVoteResult>;

/** POST /api/forum/reports: once per member and item (repeating changes nothing). */
export const ForumReportInput = z.object({
  target: z.enum(FORUM_TARGETS),
  id: uuid,
  reason: z
    .string({ error: 'Geef een reden op.' })
    .trim()
    .min(3, 'Geef een reden op.')
    .max(FORUM_REPORT_REASON_MAX, `Gebruik maximaal ${FORUM_REPORT_REASON_MAX} tekens.`),
});
export type ForumReportInput = z.infer<typeof ForumReportInput>;

export const FORUM_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number];

export const ForumReport = z.object({
  id: uuid,
  target: z.enum(FORUM_TARGETS),
  reason: z.string(),
  status: z.enum(FORUM_REPORT_STATUSES),
  createdAt: z.string(),
  reporterName: z.string().nullable(),
  topic: z.object({ id: uuid, title: z.string(), slug: z.string(), isHidden: z.boolean() }),
  /** The reported post, when a post was reported. */
  post: z.object({ id: uuid, excerpt: z.string(), isHidden: z.boolean() }).nullable(),
  /** Plain-text start of the reported content. */
  excerpt: z.string(),
});
export type ForumReport = z.infer<typeof ForumReport>;

export const ForumReportQuery = z.object({ status: z.enum(FORUM_REPORT_STATUSES).default('open'), page });
export const ForumReportPage = paged(ForumReport);
export type ForumReportPage = z.infer<typeof ForumReportPage>;
export const ForumReportDecision = z.object({ status: z.enum(['resolved', 'dismissed']) });
export type ForumReportDecision = z.infer<typeof ForumReportDecision>;

// ── Dashboard (/dashboard/forum) ────────────────────────────────────────────────────────────────────────────

export const MyForumQuery = z.object({ page });
/** A member's reply with the topic it belongs to. */
export const MyForumPost = z.object({
  id: uuid,
  excerpt: z.string(),
  createdAt: z.string(),
  voteScore: z.number().int(),
  topic: z.object({ id: uuid, title: z.string(), slug: z.string() }),
});
export type MyForumPost = z.infer<typeof MyForumPost>;
export const MyForumPostPage = paged(MyForumPost);
export type MyForumPostPage = z.infer<typeof MyForumPostPage>;
