import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  eventFavorites,
  forumCategories,
  forumPosts,
  forumTopics,
  organizationProfiles,
  organizationReviewReplies,
  organizationReviews,
  professionalFavorites,
  professionalReviewReplies,
  professionalReviews,
  userFollows,
  venueFavorites,
  venueReviewReplies,
  venueReviews,
} from '../schema';
import {
  buildForumTopics,
  createRng,
  generateReviews,
  ORGANIZATIONS,
  PROFESSIONALS,
  seedFor,
  uuidFor,
  VENUES,
  type ReviewSeed,
} from './data';
import { insertMany } from './insert';
import type { CatalogIds } from './seed-catalog';
import type { EventSummary } from './seed-events';
import type { PeoplePlan, Person } from './seed-people';
import type { ProfileIds } from './seed-profiles';

const DAY = 86_400_000;

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
};

/** Saved events, venues and professionals, and follows of organisers; the demo participant gets a full set. */
export const insertFavorites = async (
  db: Db,
  plan: PeoplePlan,
  ids: ProfileIds,
  summary: EventSummary,
  now: Date,
): Promise<void> => {
  const savers: Person[] = [
    need(plan.demo.get('deelnemer'), 'deelnemer'),
    need(plan.demo.get('multi'), 'multi'),
    ...plan.members,
  ];
  const pool = summary.upcomingIds.slice(0, 400);
  const venueIds = [...ids.venueBySlug.values()];
  const proIds = [...ids.professionalBySlug.values()];
  const organizers = [...new Set(plan.orgOwner.values())];
  const eventRows: (typeof eventFavorites.$inferInsert)[] = [];
  const venueRows: (typeof venueFavorites.$inferInsert)[] = [];
  const proRows: (typeof professionalFavorites.$inferInsert)[] = [];
  const followRows: (typeof userFollows.$inferInsert)[] = [];
  savers.forEach((person, i) => {
    const rng = createRng(seedFor(0xfa70, i));
    const demo = i === 0;
    const createdAt = (): Date => new Date(now.getTime() - rng.int(1, 60) * DAY);
    if (pool.length > 0) {
      for (const eventId of rng.pickSome(pool, demo ? 8 : rng.int(0, 6)))
        eventRows.push({ userId: person.id, eventId, createdAt: createdAt() });
    }
    for (const venueId of rng.pickSome(venueIds, demo ? 3 : rng.int(0, 2)))
      venueRows.push({ userId: person.id, venueId, createdAt: createdAt() });
    for (const professionalId of rng.pickSome(proIds, demo ? 3 : rng.int(0, 2)))
      proRows.push({ userId: person.id, professionalId, createdAt: createdAt() });
    for (const organizer of rng.pickSome(organizers, demo ? 4 : rng.int(0, 3))) {
      if (organizer.id !== person.id)
        followRows.push({ followerId: person.id, followingId: organizer.id, createdAt: createdAt() });
    }
  });
  // saved_count follows through the event_favorites trigger.
  await insertMany(db, eventFavorites, eventRows);
  await insertMany(db, venueFavorites, venueRows);
  await insertMany(db, professionalFavorites, proRows);
  await insertMany(db, userFollows, followRows);
};

/** The owner's reply to a seeded review as a replies-table row (none when unanswered). */
const replyRow = (reviewId: string, r: ReviewSeed, responderId: string) =>
  r.reply ? [{ reviewId, responderId, replyText: r.reply, createdAt: r.repliedAt ?? r.createdAt }] : [];

/** Reviews of all three kinds with owner replies; ratings and review counts follow from them by trigger (0008). */
export const insertReviews = async (
  db: Db,
  plan: PeoplePlan,
  ids: ProfileIds,
  summary: EventSummary,
  now: Date,
): Promise<void> => {
  const reviews = generateReviews({
    now,
    organizations: ORGANIZATIONS.length,
    venues: VENUES.length,
    professionals: PROFESSIONALS.length,
    members: plan.members.length,
  });
  const reviewer = (r: ReviewSeed): string => need(plan.members[r.reviewerIndex], 'reviewer').id;
  const of = (target: ReviewSeed['target']) => reviews.filter((r) => r.target === target);

  const orgReviews = of('organization').map((r, i) => {
    const org = need(ORGANIZATIONS[r.targetIndex], 'org');
    const past = summary.pastByOrg.get(org.slug) ?? [];
    return {
      review: {
        id: uuidFor('organization-review', i),
        organizationId: need(ids.orgBySlug.get(org.slug), org.slug),
        eventId: past.length > 0 ? (past[i % past.length] ?? null) : null,
        reviewerId: reviewer(r),
        rating: r.rating,
        title: r.title,
        comment: r.comment,
        reply: r.reply,
        repliedAt: r.repliedAt,
        reportedAt: r.reportedAt,
        createdAt: r.createdAt,
      },
      responder: need(plan.orgOwner.get(org.slug), org.slug).id,
    };
  });
  await insertMany(
    db,
    organizationReviews,
    orgReviews.map((o) => o.review),
  );
  // A review about an event comes from someone who saved it (the eligibility rule of issue 11).
  await insertMany(
    db,
    eventFavorites,
    orgReviews.flatMap(({ review }) =>
      review.eventId
        ? [
            {
              userId: review.reviewerId,
              eventId: review.eventId,
              createdAt: new Date(review.createdAt.getTime() - 7 * DAY),
            },
          ]
        : [],
    ),
  );
  await insertMany(
    db,
    organizationReviewReplies,
    orgReviews.flatMap((o) =>
      o.review.reply
        ? [
            {
              reviewId: o.review.id,
              responderId: o.responder,
              replyText: o.review.reply,
              createdAt: o.review.repliedAt ?? o.review.createdAt,
            },
          ]
        : [],
    ),
  );

  const venueRows = of('venue').map((r, i) => {
    const venue = need(VENUES[r.targetIndex], 'venue');
    return { r, venue, id: uuidFor('venue-review', i) };
  });
  await insertMany(
    db,
    venueReviews,
    venueRows.map(({ r, venue, id }) => ({
      id,
      venueId: need(ids.venueBySlug.get(venue.slug), venue.slug),
      reviewerId: reviewer(r),
      rating: r.rating,
      comment: r.comment,
      reportedAt: r.reportedAt,
      createdAt: r.createdAt,
    })),
  );
  await insertMany(
    db,
    venueReviewReplies,
    venueRows.flatMap(({ r, venue, id }) =>
      replyRow(id, r, need(plan.venueOwner.get(venue.slug), venue.slug).id),
    ),
  );

  const proRows = of('professional').map((r, i) => {
    const pro = need(PROFESSIONALS[r.targetIndex], 'professional');
    return { r, pro, id: uuidFor('professional-review', i) };
  });
  await insertMany(
    db,
    professionalReviews,
    proRows.map(({ r, pro, id }) => ({
      id,
      professionalId: need(ids.professionalBySlug.get(pro.slug), pro.slug),
      reviewerId: reviewer(r),
      rating: r.rating,
      comment: r.comment,
      reply: r.reply,
      repliedAt: r.repliedAt,
      reportedAt: r.reportedAt,
      createdAt: r.createdAt,
    })),
  );
  await insertMany(
    db,
    professionalReviewReplies,
    proRows.flatMap(({ r, pro, id }) =>
      replyRow(id, r, need(plan.professionalOwner.get(pro.slug), pro.slug).id),
    ),
  );
};

/** Organisation counters: published events and followers plus team. */
export const updateOrganizationCounts = async (db: Db, summary: EventSummary): Promise<void> => {
  for (const org of ORGANIZATIONS) {
    await db
      .update(organizationProfiles)
      .set({
        eventCount: summary.publishedByOrg.get(org.slug) ?? 0,
        memberCount: sql`(select count(*)::int from user_follows f where f.following_id = ${organizationProfiles.userId})
          + (select count(*)::int from profile_users pu where pu.profile_id = ${organizationProfiles.id})`,
      })
      .where(eq(organizationProfiles.slug, org.slug));
  }
};

/**
 * Forum topics and posts by members (the welcome topic by the admin). Post counts, last activity and
 * forum_user_stats follow from the rows through the triggers of migration 0012; the category counts are
 * recomputed at the end (idempotent).
 */
export const insertForum = async (
  db: Db,
  plan: PeoplePlan,
  catalog: CatalogIds,
  now: Date,
): Promise<void> => {
  const admin = need(plan.demo.get('admin'), 'admin');
  const authors = [need(plan.demo.get('deelnemer'), 'deelnemer'), ...plan.members];
  const topics = buildForumTopics(now);
  const topicRows: (typeof forumTopics.$inferInsert)[] = [];
  const postRows: (typeof forumPosts.$inferInsert)[] = [];
  topics.forEach((t) => {
    const id = uuidFor('forum-topic', t.index);
    const author = t.index === 0 ? admin : need(authors[(t.index * 7) % authors.length], 'author');
    topicRows.push({
      id,
      title: t.title,
      content: t.content,
      slug: t.slug,
      categoryId: need(catalog.forumCategoryBySlug.get(t.category), t.category),
      authorId: author.id,
      tags: [...t.tags],
      status: t.status,
      isFeatured: t.isFeatured,
      isPinned: t.isPinned,
      viewCount: t.viewCount,
      voteScore: t.voteScore,
      lastActivityAt: t.lastActivityAt,
      createdAt: t.createdAt,
      updatedAt: t.lastActivityAt,
    });
    t.posts.forEach((p, k) => {
      let postAuthor = need(authors[(t.index * 7 + k * 13 + 1) % authors.length], 'author');
      // The topic starter answers their own question in the last reply when it reads like an update.
      if (k === t.posts.length - 1 && /^(Update|Dank|Top|Oké|Super|Dat was het)/.test(p.content))
        postAuthor = author;
      postRows.push({
        topicId: id,
        authorId: postAuthor.id,
        content: p.content,
        voteScore: p.voteScore,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      });
    });
  });
  await insertMany(db, forumTopics, topicRows);
  await insertMany(db, forumPosts, postRows);
  await db.update(forumCategories).set({
    topicCount: sql`(select count(*)::int from forum_topics t where t.category_id = ${forumCategories.id})`,
    postCount: sql`(select count(*)::int from forum_posts p join forum_topics t on t.id = p.topic_id where t.category_id = ${forumCategories.id})`,
  });
};
