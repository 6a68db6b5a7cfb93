CREATE TYPE "public"."forum_report_status" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"topic_id" uuid,
	"post_id" uuid,
	"reason" text NOT NULL,
	"status" "forum_report_status" DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reports_topic_unique" UNIQUE("reporter_id","topic_id"),
	CONSTRAINT "forum_reports_post_unique" UNIQUE("reporter_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "view_marks" (
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_marks_pk" PRIMARY KEY("target_type","target_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "helpdesk_feedback" (
	"article_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_feedback_pk" PRIMARY KEY("article_id","viewer_key")
);
--> statement-breakpoint
DROP INDEX "forum_posts_author_idx";--> statement-breakpoint
DROP INDEX "forum_topics_author_idx";--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "quoted_post_id" uuid;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "helpdesk_articles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_feedback" ADD CONSTRAINT "helpdesk_feedback_article_id_helpdesk_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."helpdesk_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_reports_status_idx" ON "forum_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "view_marks_viewed_idx" ON "view_marks" USING btree ("viewed_at");--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_quoted_post_id_forum_posts_id_fk" FOREIGN KEY ("quoted_post_id") REFERENCES "public"."forum_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_posts_author_created_idx" ON "forum_posts" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_created_idx" ON "forum_topics" USING btree ("category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_votes_idx" ON "forum_topics" USING btree ("category_id","vote_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_views_idx" ON "forum_topics" USING btree ("category_id","view_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_created_idx" ON "forum_topics" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_author_created_idx" ON "forum_topics" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_event_idx" ON "forum_topics" USING btree ("event_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_featured_idx" ON "forum_topics" USING btree ("last_activity_at" DESC NULLS LAST) WHERE is_featured or is_pinned;--> statement-breakpoint
CREATE INDEX "forum_topics_search_idx" ON "forum_topics" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "forum_user_stats_reputation_idx" ON "forum_user_stats" USING btree ("reputation" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_user_stats_active_idx" ON "forum_user_stats" USING btree ("last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_votes_topic_idx" ON "forum_votes" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "forum_votes_post_idx" ON "forum_votes" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "helpdesk_articles_popular_idx" ON "helpdesk_articles" USING btree ("view_count" DESC NULLS LAST) WHERE published;--> statement-breakpoint
CREATE INDEX "helpdesk_articles_search_idx" ON "helpdesk_articles" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_value_check" CHECK ("value" IN (-1, 1));--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_target_check" CHECK (("topic_id" IS NULL) <> ("post_id" IS NULL));--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_target_check" CHECK (("topic_id" IS NULL) <> ("post_id" IS NULL));--> statement-breakpoint
-- Forum counters (spec §3: topic/post counts per category, post_count and last_activity_at per topic, vote_score,
-- forum_user_stats) are kept by the database, so no code path can forget one and concurrent writers add up.
-- Reputation: 5 per topic, 2 per post, plus the vote scores a member's topics and posts received.
CREATE FUNCTION forum_stats_touch(p_user uuid, p_topics int, p_posts int, p_reputation int, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_user IS NULL THEN RETURN; END IF;
  INSERT INTO forum_user_stats AS s (user_id, topic_count, post_count, reputation, last_active_at)
  VALUES (p_user, greatest(p_topics, 0), greatest(p_posts, 0), greatest(p_reputation, 0), coalesce(p_at, now()))
  ON CONFLICT (user_id) DO UPDATE SET
    topic_count = greatest(s.topic_count + p_topics, 0),
    post_count = greatest(s.post_count + p_posts, 0),
    reputation = s.reputation + p_reputation,
    last_active_at = greatest(s.last_active_at, coalesce(p_at, s.last_active_at));
END $$;--> statement-breakpoint
CREATE FUNCTION forum_topics_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE forum_categories SET topic_count = topic_count + 1 WHERE id = NEW.category_id;
    PERFORM forum_stats_touch(NEW.author_id, 1, 0, 5, NEW.created_at);
  ELSIF TG_OP = 'DELETE' THEN
    -- The topic's posts go by cascade after this row; their trigger no longer finds the category, so the
    -- category loses the topic's posts here, once.
    UPDATE forum_categories
      SET topic_count = greatest(topic_count - 1, 0), post_count = greatest(post_count - OLD.post_count, 0)
      WHERE id = OLD.category_id;
    PERFORM forum_stats_touch(OLD.author_id, -1, 0, -5 - OLD.vote_score, NULL);
  ELSIF NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    UPDATE forum_categories
      SET topic_count = greatest(topic_count - 1, 0), post_count = greatest(post_count - OLD.post_count, 0)
      WHERE id = OLD.category_id;
    UPDATE forum_categories
      SET topic_count = topic_count + 1, post_count = post_count + NEW.post_count
      WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forum_topics_counts AFTER INSERT OR DELETE OR UPDATE OF category_id ON forum_topics
  FOR EACH ROW EXECUTE FUNCTION forum_topics_counts();--> statement-breakpoint
CREATE FUNCTION forum_posts_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE forum_topics
      SET post_count = post_count + 1, last_activity_at = greatest(last_activity_at, NEW.created_at)
      WHERE id = NEW.topic_id;
    UPDATE forum_categories SET post_count = post_count + 1
      WHERE id = (SELECT category_id FROM forum_topics WHERE id = NEW.topic_id);
    PERFORM forum_stats_touch(NEW.author_id, 0, 1, 2, NEW.created_at);
  ELSE
    UPDATE forum_topics SET post_count = greatest(post_count - 1, 0) WHERE id = OLD.topic_id;
    UPDATE forum_categories SET post_count = greatest(post_count - 1, 0)
      WHERE id = (SELECT category_id FROM forum_topics WHERE id = OLD.topic_id);
    PERFORM forum_stats_touch(OLD.author_id, 0, -1, -2 - OLD.vote_score, NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forum_posts_counts AFTER INSERT OR DELETE ON forum_posts
  FOR EACH ROW EXECUTE FUNCTION forum_posts_counts();--> statement-breakpoint
CREATE FUNCTION forum_votes_score() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta int := coalesce(CASE WHEN TG_OP <> 'DELETE' THEN NEW.value END, 0)
             - coalesce(CASE WHEN TG_OP <> 'INSERT' THEN OLD.value END, 0);
  target_topic uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.topic_id ELSE NEW.topic_id END;
  target_post uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
  receiver uuid;
BEGIN
  IF delta = 0 THEN RETURN NULL; END IF;
  IF target_topic IS NOT NULL THEN
    UPDATE forum_topics SET vote_score = vote_score + delta WHERE id = target_topic RETURNING author_id INTO receiver;
  ELSE
    UPDATE forum_posts SET vote_score = vote_score + delta WHERE id = target_post RETURNING author_id INTO receiver;
  END IF;
  IF receiver IS NOT NULL THEN
    UPDATE forum_user_stats SET reputation = reputation + delta WHERE user_id = receiver;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forum_votes_score AFTER INSERT OR DELETE OR UPDATE OF value ON forum_votes
  FOR EACH ROW EXECUTE FUNCTION forum_votes_score();--> statement-breakpoint
-- Dutch full-text search over unaccented text (spec issue 13: "a word with an accent typed without it"); the
-- query side uses websearch_to_tsquery('dutch', unaccent(q)).
CREATE FUNCTION forum_topics_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('dutch', unaccent(coalesce(NEW.title, ''))), 'A')
    || setweight(to_tsvector('dutch', unaccent(array_to_string(NEW.tags, ' '))), 'B')
    || setweight(to_tsvector('dutch', unaccent(left(coalesce(NEW.content, ''), 20000))), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER forum_topics_search BEFORE INSERT OR UPDATE OF title, content, tags ON forum_topics
  FOR EACH ROW EXECUTE FUNCTION forum_topics_search();--> statement-breakpoint
CREATE FUNCTION helpdesk_articles_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('dutch', unaccent(coalesce(NEW.title, ''))), 'A')
    || setweight(to_tsvector('dutch', unaccent(concat_ws(' ', NEW.excerpt, array_to_string(NEW.tags, ' '), NEW.category))), 'B')
    || setweight(to_tsvector('dutch', unaccent(regexp_replace(left(coalesce(NEW.content, ''), 50000), '<[^>]*>', ' ', 'g'))), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER helpdesk_articles_search BEFORE INSERT OR UPDATE OF title, excerpt, tags, category, content ON helpdesk_articles
  FOR EACH ROW EXECUTE FUNCTION helpdesk_articles_search();--> statement-breakpoint
UPDATE forum_topics SET title = title;--> statement-breakpoint
UPDATE helpdesk_articles SET title = title;
