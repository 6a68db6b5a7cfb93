ALTER TABLE "events" ADD COLUMN "min_ticket_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "active_ticket_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "effective_price" numeric(10, 2) GENERATED ALWAYS AS (coalesce(min_ticket_price, price)) STORED;--> statement-breakpoint
CREATE INDEX "events_public_price_idx" ON "events" USING btree ("is_premium_organizer" DESC NULLS LAST,"effective_price","start_date") WHERE "events"."status" = 'published' and "events"."deleted_at" is null;--> statement-breakpoint

-- events.min_ticket_price / active_ticket_count follow the event's active tickets (spec §9: only active
-- tickets count). Statement-level triggers with transition tables: a bulk insert of tickets updates each
-- touched event once, not once per ticket.
CREATE OR REPLACE FUNCTION kring_refresh_ticket_summary(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE events e
  SET min_ticket_price = s.min_price, active_ticket_count = s.n
  FROM (
    SELECT x.id,
      (SELECT min(t.price) FROM event_tickets t WHERE t.event_id = x.id AND t.is_active) AS min_price,
      (SELECT count(*) FROM event_tickets t WHERE t.event_id = x.id AND t.is_active)::int AS n
    FROM unnest(ids) AS x(id)
  ) s
  WHERE e.id = s.id
    AND (e.min_ticket_price IS DISTINCT FROM s.min_price OR e.active_ticket_count <> s.n);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kring_event_tickets_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kring_refresh_ticket_summary(ARRAY(SELECT DISTINCT event_id FROM new_tickets));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kring_refresh_ticket_summary(ARRAY(SELECT DISTINCT event_id FROM old_tickets));
  ELSE
    PERFORM kring_refresh_ticket_summary(ARRAY(
      SELECT event_id FROM new_tickets UNION SELECT event_id FROM old_tickets));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_tickets_summary_insert
  AFTER INSERT ON event_tickets REFERENCING NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION kring_event_tickets_summary();--> statement-breakpoint
CREATE TRIGGER event_tickets_summary_update
  AFTER UPDATE ON event_tickets REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION kring_event_tickets_summary();--> statement-breakpoint
CREATE TRIGGER event_tickets_summary_delete
  AFTER DELETE ON event_tickets REFERENCING OLD TABLE AS old_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION kring_event_tickets_summary();--> statement-breakpoint
UPDATE events e
SET min_ticket_price = s.min_price, active_ticket_count = s.n
FROM (
  SELECT event_id, min(price) AS min_price, count(*)::int AS n
  FROM event_tickets WHERE is_active GROUP BY event_id
) s
WHERE e.id = s.event_id;
--> statement-breakpoint

-- The search text holds what a visitor searches an event by: title, short description, place, venue and
-- organiser. The long description is left out: it made the trigram index four times larger (136 → 35 MB at
-- 100 000 events) and common words in it matched a third of all events, which made every text search slow
-- and the results vague (spec §5 names no fields; see searchFilters.ts).
CREATE OR REPLACE FUNCTION kring_events_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(unaccent(concat_ws(' ',
    NEW.title,
    NEW.short_description,
    NEW.location,
    NEW.city,
    NEW.venue_name,
    NEW.organizer_name
  )));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER events_search_text ON events;--> statement-breakpoint
CREATE TRIGGER events_search_text
  BEFORE INSERT OR UPDATE OF title, short_description, location, city, venue_name, organizer_name ON events
  FOR EACH ROW EXECUTE FUNCTION kring_events_search_text();--> statement-breakpoint
UPDATE events SET search_text = lower(unaccent(concat_ws(' ',
  title, short_description, location, city, venue_name, organizer_name)));
