ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "notification_deliveries_waiting_idx" ON "notification_deliveries" USING btree ("status","user_id") WHERE "notification_deliveries"."status" in ('held', 'sending');
