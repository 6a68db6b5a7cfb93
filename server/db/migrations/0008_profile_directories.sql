CREATE TABLE "professional_review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"responder_id" uuid NOT NULL,
	"reply_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "professional_services_professional_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_profiles" ADD COLUMN "saved_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_profiles" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_reviews" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_reviews" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "saved_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_review_replies" ADD CONSTRAINT "professional_review_replies_review_id_professional_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."professional_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_review_replies" ADD CONSTRAINT "professional_review_replies_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_review_replies_review_idx" ON "professional_review_replies" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organization_profiles_search_trgm_idx" ON "organization_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organization_profiles_lat_lng_idx" ON "organization_profiles" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "organization_profiles_categories_idx" ON "organization_profiles" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "organization_profiles_directory_idx" ON "organization_profiles" USING btree ("is_premium" DESC NULLS LAST,"is_verified" DESC NULLS LAST,lower("organization_name"));--> statement-breakpoint
CREATE INDEX "organization_reviews_reviewer_idx" ON "organization_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "venue_reviews_reviewer_idx" ON "venue_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "professional_reviews_reviewer_idx" ON "professional_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "professionals_search_trgm_idx" ON "professionals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_lat_lng_idx" ON "professionals" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "professionals_type_idx" ON "professionals" USING btree ("professional_type_id");--> statement-breakpoint
CREATE INDEX "professionals_directory_idx" ON "professionals" USING btree ("is_premium" DESC NULLS LAST,"is_verified" DESC NULLS LAST,lower("business_name"));--> statement-breakpoint
CREATE INDEX "professional_services_professional_idx" ON "professional_services" USING btree ("professional_id","status","price");--> statement-breakpoint
-- One review per reviewer and subject (per event for organisations): older duplicates give way to the newest.
DELETE FROM "organization_reviews" a USING "organization_reviews" b
  WHERE a.organization_id = b.organization_id AND a.reviewer_id = b.reviewer_id
    AND a.event_id IS NOT DISTINCT FROM b.event_id AND (a.created_at, a.id) < (b.created_at, b.id);--> statement-breakpoint
DELETE FROM "venue_reviews" a USING "venue_reviews" b
  WHERE a.venue_id = b.venue_id AND a.reviewer_id = b.reviewer_id AND (a.created_at, a.id) < (b.created_at, b.id);--> statement-breakpoint
DELETE FROM "professional_reviews" a USING "professional_reviews" b
  WHERE a.professional_id = b.professional_id AND a.reviewer_id = b.reviewer_id
    AND (a.created_at, a.id) < (b.created_at, b.id);--> statement-breakpoint
ALTER TABLE "organization_reviews" ADD CONSTRAINT "organization_reviews_one_per_event" UNIQUE NULLS NOT DISTINCT("organization_id","reviewer_id","event_id");--> statement-breakpoint
ALTER TABLE "venue_reviews" ADD CONSTRAINT "venue_reviews_one_per_reviewer" UNIQUE("venue_id","reviewer_id");--> statement-breakpoint
ALTER TABLE "professional_reviews" ADD CONSTRAINT "professional_reviews_one_per_reviewer" UNIQUE("professional_id","reviewer_id");--> statement-breakpoint

-- Search text of the directories (spec §2), lowercased and unaccented like events.search_text.
CREATE OR REPLACE FUNCTION kring_organization_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(unaccent(concat_ws(' ',
    NEW.organization_name, NEW.city, NEW.tagline, array_to_string(NEW.categories, ' '))));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER organization_profiles_search_text
  BEFORE INSERT OR UPDATE OF organization_name, city, tagline, categories ON organization_profiles
  FOR EACH ROW EXECUTE FUNCTION kring_organization_search_text();--> statement-breakpoint
UPDATE organization_profiles SET search_text = lower(unaccent(concat_ws(' ',
  organization_name, city, tagline, array_to_string(categories, ' '))));--> statement-breakpoint

CREATE OR REPLACE FUNCTION kring_professional_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(unaccent(concat_ws(' ',
    NEW.business_name, NEW.professional_title, NEW.city, array_to_string(NEW.specialties, ' '))));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER professionals_search_text
  BEFORE INSERT OR UPDATE OF business_name, professional_title, city, specialties ON professionals
  FOR EACH ROW EXECUTE FUNCTION kring_professional_search_text();--> statement-breakpoint
UPDATE professionals SET search_text = lower(unaccent(concat_ws(' ',
  business_name, professional_title, city, array_to_string(specialties, ' '))));--> statement-breakpoint

CREATE OR REPLACE FUNCTION kring_member_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(unaccent(concat_ws(' ',
    NEW.full_name, NEW.username, NEW.city, array_to_string(NEW.interests, ' '))));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_search_text
  BEFORE INSERT OR UPDATE OF full_name, username, city, interests ON profiles
  FOR EACH ROW EXECUTE FUNCTION kring_member_search_text();--> statement-breakpoint
UPDATE profiles SET search_text = lower(unaccent(concat_ws(' ',
  full_name, username, city, array_to_string(interests, ' '))));--> statement-breakpoint

-- Saved counts follow venue_favorites and professional_favorites (as events.saved_count does).
CREATE OR REPLACE FUNCTION kring_venue_favorites_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE venue_profiles SET saved_count = saved_count + 1 WHERE id = NEW.venue_id;
    RETURN NEW;
  ELSE
    UPDATE venue_profiles SET saved_count = greatest(saved_count - 1, 0) WHERE id = OLD.venue_id;
    RETURN OLD;
  END IF;
END
$$;--> statement-breakpoint
CREATE TRIGGER venue_favorites_count
  AFTER INSERT OR DELETE ON venue_favorites
  FOR EACH ROW EXECUTE FUNCTION kring_venue_favorites_count();--> statement-breakpoint
UPDATE venue_profiles v SET saved_count = (SELECT count(*) FROM venue_favorites f WHERE f.venue_id = v.id);--> statement-breakpoint

CREATE OR REPLACE FUNCTION kring_professional_favorites_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE professionals SET saved_count = saved_count + 1 WHERE id = NEW.professional_id;
    RETURN NEW;
  ELSE
    UPDATE professionals SET saved_count = greatest(saved_count - 1, 0) WHERE id = OLD.professional_id;
    RETURN OLD;
  END IF;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_favorites_count
  AFTER INSERT OR DELETE ON professional_favorites
  FOR EACH ROW EXECUTE FUNCTION kring_professional_favorites_count();--> statement-breakpoint
UPDATE professionals p SET saved_count = (SELECT count(*) FROM professional_favorites f WHERE f.professional_id = p.id);--> statement-breakpoint

-- rating and review_count of a profile follow its visible reviews.
CREATE OR REPLACE FUNCTION kring_organization_review_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE subject uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.organization_id ELSE NEW.organization_id END;
BEGIN
  UPDATE organization_profiles o SET
    rating = s.avg_rating, review_count = s.n
  FROM (SELECT round(avg(rating)::numeric, 2)::double precision AS avg_rating, count(*)::int AS n
        FROM organization_reviews WHERE organization_id = subject AND is_visible) s
  WHERE o.id = subject;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organization_reviews_stats
  AFTER INSERT OR DELETE OR UPDATE OF rating, is_visible ON organization_reviews
  FOR EACH ROW EXECUTE FUNCTION kring_organization_review_stats();--> statement-breakpoint

CREATE OR REPLACE FUNCTION kring_venue_review_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE subject uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.venue_id ELSE NEW.venue_id END;
BEGIN
  UPDATE venue_profiles v SET
    rating = s.avg_rating, review_count = s.n
  FROM (SELECT round(avg(rating)::numeric, 2)::double precision AS avg_rating, count(*)::int AS n
        FROM venue_reviews WHERE venue_id = subject AND is_visible) s
  WHERE v.id = subject;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER venue_reviews_stats
  AFTER INSERT OR DELETE OR UPDATE OF rating, is_visible ON venue_reviews
  FOR EACH ROW EXECUTE FUNCTION kring_venue_review_stats();--> statement-breakpoint

CREATE OR REPLACE FUNCTION kring_professional_review_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE subject uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.professional_id ELSE NEW.professional_id END;
BEGIN
  UPDATE professionals p SET
    rating = s.avg_rating, review_count = s.n
  FROM (SELECT round(avg(rating)::numeric, 2)::double precision AS avg_rating, count(*)::int AS n
        FROM professional_reviews WHERE professional_id = subject AND is_visible) s
  WHERE p.id = subject;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_reviews_stats
  AFTER INSERT OR DELETE OR UPDATE OF rating, is_visible ON professional_reviews
  FOR EACH ROW EXECUTE FUNCTION kring_professional_review_stats();--> statement-breakpoint

UPDATE organization_profiles o SET rating = s.avg_rating, review_count = s.n
  FROM (SELECT organization_id, round(avg(rating)::numeric, 2)::double precision AS avg_rating, count(*)::int AS n
        FROM organization_reviews WHERE is_visible GROUP BY organization_id) s
  WHERE o.id = s.organization_id;--> statement-breakpoint
UPDATE venue_profiles v SET rating = s.avg_rating, review_count = s.n
  FROM (SELECT venue_id, round(avg(rating)::numeric, 2)::double precision AS avg_rating, count(*)::int AS n
        FROM venue_reviews WHERE is_visible GROUP BY venue_id) s
  WHERE v.id = s.venue_id;--> statement-breakpoint
UPDATE professionals p SET rating = s.avg_rating, review_count = s.n
  FROM (SELECT professional_id, round(avg(rating)::numeric, 2)::double precision AS avg_rating, count(*)::int AS n
        FROM professional_reviews WHERE is_visible GROUP BY professional_id) s
  WHERE p.id = s.professional_id;--> statement-breakpoint

-- professionals.services_count counts the services a visitor can see (active or published).
CREATE OR REPLACE FUNCTION kring_professional_services_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE professionals SET services_count = (
      SELECT count(*) FROM professional_services
      WHERE professional_id = OLD.professional_id AND status IN ('active', 'published'))
    WHERE id = OLD.professional_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE professionals SET services_count = (
      SELECT count(*) FROM professional_services
      WHERE professional_id = NEW.professional_id AND status IN ('active', 'published'))
    WHERE id = NEW.professional_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_services_count
  AFTER INSERT OR DELETE OR UPDATE OF status, professional_id ON professional_services
  FOR EACH ROW EXECUTE FUNCTION kring_professional_services_count();--> statement-breakpoint
UPDATE professionals p SET services_count = (
  SELECT count(*) FROM professional_services s
  WHERE s.professional_id = p.id AND s.status IN ('active', 'published'));
