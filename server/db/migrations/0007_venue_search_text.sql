-- venue_profiles.search_text holds what a visitor searches a venue by: name, city, venue types and tags
-- (lowercased, unaccented, like events.search_text), served by the trigram index of 0006.
CREATE OR REPLACE FUNCTION kring_venue_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(unaccent(concat_ws(' ',
    NEW.name,
    NEW.city,
    array_to_string(NEW.venue_type, ' '),
    array_to_string(NEW.tags, ' ')
  )));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER venue_profiles_search_text
  BEFORE INSERT OR UPDATE OF name, city, venue_type, tags ON venue_profiles
  FOR EACH ROW EXECUTE FUNCTION kring_venue_search_text();--> statement-breakpoint
UPDATE venue_profiles SET search_text = lower(unaccent(concat_ws(' ',
  name, city, array_to_string(venue_type, ' '), array_to_string(tags, ' '))));
