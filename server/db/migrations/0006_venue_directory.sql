ALTER TABLE "venue_profiles" ADD COLUMN "gallery_display_mode" text DEFAULT 'cover' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "venue_profiles_search_trgm_idx" ON "venue_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venue_profiles_lat_lng_idx" ON "venue_profiles" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "venue_profiles_type_idx" ON "venue_profiles" USING gin ("venue_type");--> statement-breakpoint
CREATE INDEX "venue_profiles_directory_idx" ON "venue_profiles" USING btree ("is_premium" DESC NULLS LAST,"is_verified" DESC NULLS LAST,lower("name"));
