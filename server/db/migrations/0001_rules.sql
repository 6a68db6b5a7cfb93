-- Database rules of spec §5 that a CHECK constraint cannot express, and derived columns kept by triggers.
-- Each rule that can fail raises SQLSTATE 23514 with a constraint name, so core/errors.ts maps it to its Dutch message.

-- "Start date in the future": checked on insert and when the start date changes, not on every update
-- (publishing or cancelling a running event must keep working). The seed and the recurring-event job may
-- write past dates inside a transaction that sets kring.allow_past_events = 'on'.
CREATE OR REPLACE FUNCTION kring_events_start_in_future() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('kring.allow_past_events', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  IF (TG_OP = 'INSERT' OR NEW.start_date IS DISTINCT FROM OLD.start_date) AND NEW.start_date <= now() THEN
    RAISE EXCEPTION 'event start date must be in the future'
      USING ERRCODE = '23514', CONSTRAINT = 'events_start_in_future', TABLE = 'events', COLUMN = 'start_date';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_start_in_future
  BEFORE INSERT OR UPDATE OF start_date ON events
  FOR EACH ROW EXECUTE FUNCTION kring_events_start_in_future();--> statement-breakpoint

-- Accent- and case-insensitive search text (title, descriptions without HTML tags, location, city, venue, organiser).
CREATE OR REPLACE FUNCTION kring_events_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(unaccent(concat_ws(' ',
    NEW.title,
    NEW.short_description,
    left(regexp_replace(coalesce(NEW.description, ''), '<[^>]+>', ' ', 'g'), 2000),
    NEW.location,
    NEW.city,
    NEW.venue_name,
    NEW.organizer_name
  )));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_search_text
  BEFORE INSERT OR UPDATE OF title, short_description, description, location, city, venue_name, organizer_name ON events
  FOR EACH ROW EXECUTE FUNCTION kring_events_search_text();--> statement-breakpoint

-- events.saved_count follows event_favorites.
CREATE OR REPLACE FUNCTION kring_event_favorites_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE events SET saved_count = saved_count + 1 WHERE id = NEW.event_id;
    RETURN NEW;
  ELSE
    UPDATE events SET saved_count = greatest(saved_count - 1, 0) WHERE id = OLD.event_id;
    RETURN OLD;
  END IF;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_favorites_count
  AFTER INSERT OR DELETE ON event_favorites
  FOR EACH ROW EXECUTE FUNCTION kring_event_favorites_count();
