-- Issue 17: every instance caches the most common public reads over events (server/db/eventReadCaches.ts) and
-- drops them on NOTIFY kring_events_changed. The triggers send it inside the writing transaction, so it arrives
-- right after the commit whoever wrote (a request, a job, the seed, psql); Postgres folds identical payloads
-- of one transaction into one message. What the cached reads show: events, their categories, tickets, dates
-- and programme, and the organiser and venue they name.
CREATE OR REPLACE FUNCTION kring_notify_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kring_events_changed', '{}');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_changed_notify_write
  AFTER INSERT OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
-- Counters that follow page views and favourites are left out: a view must not empty every cache, and a saved
-- count a minute old on another instance is fine (the writer's own instance drops its caches at once).
CREATE TRIGGER events_changed_notify_update
  AFTER UPDATE ON events
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{view_count,saved_count,updated_at}'::text[])
    IS DISTINCT FROM (to_jsonb(NEW) - '{view_count,saved_count,updated_at}'::text[]))
  EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER event_categories_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON event_categories
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER event_category_parents_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON event_category_parents
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER event_category_mapping_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON event_category_mapping
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER event_tickets_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON event_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER event_occurrences_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON event_occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER event_sessions_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON event_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER event_speaker_lineup_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON event_speaker_lineup
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER speakers_changed_notify
  AFTER UPDATE OR DELETE ON speakers
  FOR EACH STATEMENT EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
-- Organiser and venue profiles: only a change to what a card or event page can show, not their own counters.
CREATE TRIGGER organization_profiles_changed_notify
  AFTER UPDATE ON organization_profiles
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{view_count,saved_count,review_count,rating,member_count,updated_at}'::text[])
    IS DISTINCT FROM (to_jsonb(NEW) - '{view_count,saved_count,review_count,rating,member_count,updated_at}'::text[]))
  EXECUTE FUNCTION kring_notify_events_changed();--> statement-breakpoint
CREATE TRIGGER venue_profiles_changed_notify
  AFTER UPDATE ON venue_profiles
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{view_count,saved_count,review_count,rating,member_count,updated_at}'::text[])
    IS DISTINCT FROM (to_jsonb(NEW) - '{view_count,saved_count,review_count,rating,member_count,updated_at}'::text[]))
  EXECUTE FUNCTION kring_notify_events_changed();
