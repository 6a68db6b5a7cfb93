CREATE INDEX "sessions_updated_idx" ON "sessions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "profiles_join_date_id_idx" ON "profiles" USING btree ("join_date","id");--> statement-breakpoint
CREATE INDEX "events_published_at_idx" ON "events" USING btree ("published_at","main_type_id","city","is_online","status") WHERE "events"."deleted_at" is null and "events"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "job_runs_failed_idx" ON "job_runs" USING btree ("started_at") WHERE "job_runs"."error" is not null;