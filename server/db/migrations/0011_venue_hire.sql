CREATE TYPE "public"."booking_request_status" AS ENUM('requested', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."venue_unit_kind" AS ENUM('whole', 'room');--> statement-breakpoint
CREATE TABLE "professional_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "professional_availability_weekday_range" CHECK ("professional_availability"."weekday" between 1 and 7),
	CONSTRAINT "professional_availability_ends_after_starts" CHECK ("professional_availability"."ends_at" > "professional_availability"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "professional_availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"day" date NOT NULL,
	"starts_at" time,
	"ends_at" time,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_availability_exceptions_times" CHECK (("professional_availability_exceptions"."starts_at" is null and "professional_availability_exceptions"."ends_at" is null) or ("professional_availability_exceptions"."starts_at" is not null and "professional_availability_exceptions"."ends_at" > "professional_availability_exceptions"."starts_at"))
);
--> statement-breakpoint
CREATE TABLE "professional_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"service_id" uuid,
	"requester_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message" text,
	"status" "booking_request_status" DEFAULT 'requested' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_bookings_end_after_start" CHECK ("professional_bookings"."ends_at" > "professional_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "venue_blocked_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"unit_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_blocked_dates_order" CHECK ("venue_blocked_dates"."ends_on" >= "venue_blocked_dates"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "venue_opening_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "venue_opening_hours_weekday_range" CHECK ("venue_opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "venue_opening_hours_closes_after_opens" CHECK ("venue_opening_hours"."closes_at" > "venue_opening_hours"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "venue_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "venue_unit_kind" DEFAULT 'room' NOT NULL,
	"position" integer NOT NULL,
	"span" "int4range" NOT NULL,
	"capacity" integer NOT NULL,
	"day_rate" numeric(10, 2),
	"part_day_rate" numeric(10, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_units_name_unique" UNIQUE("venue_id","name"),
	CONSTRAINT "venue_units_position_unique" UNIQUE("venue_id","position"),
	CONSTRAINT "venue_units_capacity_positive" CHECK ("venue_units"."capacity" > 0),
	CONSTRAINT "venue_units_position_positive" CHECK ("venue_units"."position" > 0),
	CONSTRAINT "venue_units_rates_non_negative" CHECK (("venue_units"."day_rate" is null or "venue_units"."day_rate" >= 0) and ("venue_units"."part_day_rate" is null or "venue_units"."part_day_rate" >= 0))
);
--> statement-breakpoint
CREATE TABLE "event_daily_stats" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_daily_stats_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_interests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"home_city" text,
	"home_latitude" double precision,
	"home_longitude" double precision,
	"radius_km" integer,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_interests_radius_range" CHECK ("user_interests"."radius_km" is null or "user_interests"."radius_km" between 1 and 500),
	CONSTRAINT "user_interests_categories_limit" CHECK (cardinality("user_interests"."category_ids") <= 50)
);
--> statement-breakpoint
-- venue_bookings was an unused placeholder (nothing wrote it); it is rebuilt for venue hire below.
DELETE FROM "venue_bookings";--> statement-breakpoint
ALTER TABLE "venue_availability" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "venue_availability" CASCADE;--> statement-breakpoint
ALTER TABLE "venue_bookings" DROP CONSTRAINT "venue_bookings_end_after_start";--> statement-breakpoint
DROP INDEX "venue_bookings_venue_idx";--> statement-breakpoint
DROP INDEX "user_follows_following_idx";--> statement-breakpoint
DROP INDEX "venue_favorites_venue_idx";--> statement-breakpoint
ALTER TABLE "venue_bookings" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "venue_bookings" ALTER COLUMN "status" SET DATA TYPE "public"."booking_request_status" USING "status"::text::"public"."booking_request_status";--> statement-breakpoint
ALTER TABLE "venue_bookings" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "unit_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "span" "int4range" NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "organization_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "starts_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "ends_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "participants" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD COLUMN "responder_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "languages" text[] DEFAULT '{nl}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_availability" ADD CONSTRAINT "professional_availability_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_availability_exceptions" ADD CONSTRAINT "professional_availability_exceptions_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_bookings" ADD CONSTRAINT "professional_bookings_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_bookings" ADD CONSTRAINT "professional_bookings_service_id_professional_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."professional_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_bookings" ADD CONSTRAINT "professional_bookings_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_blocked_dates" ADD CONSTRAINT "venue_blocked_dates_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_blocked_dates" ADD CONSTRAINT "venue_blocked_dates_unit_id_venue_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."venue_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_opening_hours" ADD CONSTRAINT "venue_opening_hours_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_units" ADD CONSTRAINT "venue_units_venue_id_venue_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_daily_stats" ADD CONSTRAINT "event_daily_stats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_availability_professional_idx" ON "professional_availability" USING btree ("professional_id","weekday");--> statement-breakpoint
CREATE INDEX "professional_availability_exceptions_idx" ON "professional_availability_exceptions" USING btree ("professional_id","day");--> statement-breakpoint
CREATE INDEX "professional_bookings_professional_idx" ON "professional_bookings" USING btree ("professional_id","starts_at");--> statement-breakpoint
CREATE INDEX "professional_bookings_requester_idx" ON "professional_bookings" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_blocked_dates_venue_idx" ON "venue_blocked_dates" USING btree ("venue_id","starts_on");--> statement-breakpoint
CREATE INDEX "venue_opening_hours_venue_idx" ON "venue_opening_hours" USING btree ("venue_id","weekday");--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD CONSTRAINT "venue_bookings_unit_id_venue_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."venue_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD CONSTRAINT "venue_bookings_organization_profile_id_organization_profiles_id_fk" FOREIGN KEY ("organization_profile_id") REFERENCES "public"."organization_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD CONSTRAINT "venue_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD CONSTRAINT "venue_bookings_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_bookings_venue_created_idx" ON "venue_bookings" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_bookings_requester_idx" ON "venue_bookings" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_bookings_organization_idx" ON "venue_bookings" USING btree ("organization_profile_id");--> statement-breakpoint
CREATE INDEX "venue_bookings_venue_idx" ON "venue_bookings" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "user_follows_following_idx" ON "user_follows" USING btree ("following_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_favorites_venue_idx" ON "venue_favorites" USING btree ("venue_id","created_at");--> statement-breakpoint
ALTER TABLE "venue_bookings" DROP COLUMN "requester_name";--> statement-breakpoint
ALTER TABLE "venue_bookings" DROP COLUMN "requester_email";--> statement-breakpoint
ALTER TABLE "venue_bookings" DROP COLUMN "start_date";--> statement-breakpoint
ALTER TABLE "venue_bookings" DROP COLUMN "end_date";--> statement-breakpoint
ALTER TABLE "venue_bookings" DROP COLUMN "guests";--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD CONSTRAINT "venue_bookings_participants_positive" CHECK ("venue_bookings"."participants" > 0);--> statement-breakpoint
ALTER TABLE "venue_bookings" ADD CONSTRAINT "venue_bookings_end_after_start" CHECK ("venue_bookings"."ends_at" > "venue_bookings"."starts_at");--> statement-breakpoint
DROP TYPE "public"."booking_status";--> statement-breakpoint

-- Venue hire (issue 12): the span of room positions a unit takes, copied onto each booking, and the exclusion
-- constraints that keep accepted bookings apart whatever the application does (btree_gist for the = on uuid).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kring_venue_unit_span() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.span := CASE WHEN NEW.kind = 'whole' THEN int4range(1, NULL) ELSE int4range(NEW.position, NEW.position + 1) END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER venue_units_span
  BEFORE INSERT OR UPDATE OF kind, position ON venue_units
  FOR EACH ROW EXECUTE FUNCTION kring_venue_unit_span();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kring_venue_booking_span() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.span, u.venue_id INTO NEW.span, NEW.venue_id FROM venue_units u WHERE u.id = NEW.unit_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER venue_bookings_span
  BEFORE INSERT OR UPDATE OF unit_id ON venue_bookings
  FOR EACH ROW EXECUTE FUNCTION kring_venue_booking_span();--> statement-breakpoint
ALTER TABLE venue_bookings ADD CONSTRAINT venue_bookings_no_overlap
  EXCLUDE USING gist (venue_id WITH =, span WITH &&, tstzrange(starts_at, ends_at, '[)') WITH &&)
  WHERE (status = 'accepted');--> statement-breakpoint
ALTER TABLE professional_bookings ADD CONSTRAINT professional_bookings_no_overlap
  EXCLUDE USING gist (professional_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
  WHERE (status = 'accepted');--> statement-breakpoint

-- Dashboard analytics: views and new saves per event and Amsterdam day, kept per statement (one upsert per
-- event and day of the statement, not one per row), then filled from what is already there.
CREATE OR REPLACE FUNCTION kring_event_views_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_daily_stats (event_id, day, views)
    SELECT event_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, count(*)::int FROM new_rows GROUP BY 1, 2
  ON CONFLICT (event_id, day) DO UPDATE SET views = event_daily_stats.views + excluded.views;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_views_rollup
  AFTER INSERT ON event_views REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kring_event_views_rollup();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kring_event_saves_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_daily_stats (event_id, day, saves)
    SELECT event_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, count(*)::int FROM new_rows GROUP BY 1, 2
  ON CONFLICT (event_id, day) DO UPDATE SET saves = event_daily_stats.saves + excluded.saves;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_favorites_rollup
  AFTER INSERT ON event_favorites REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kring_event_saves_rollup();--> statement-breakpoint
INSERT INTO event_daily_stats (event_id, day, views)
  SELECT event_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, count(*)::int FROM event_views GROUP BY 1, 2
ON CONFLICT (event_id, day) DO UPDATE SET views = excluded.views;--> statement-breakpoint
INSERT INTO event_daily_stats (event_id, day, saves)
  SELECT event_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, count(*)::int FROM event_favorites GROUP BY 1, 2
ON CONFLICT (event_id, day) DO UPDATE SET saves = excluded.saves;
