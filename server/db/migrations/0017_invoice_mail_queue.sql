ALTER TABLE "invoices" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
-- Invoices issued before this queue were mailed after their payment, so they count as mailed.
UPDATE "invoices" SET "mailed_at" = coalesce("paid_at", "issued_at");--> statement-breakpoint
CREATE INDEX "invoices_unmailed_idx" ON "invoices" USING btree ("issued_at") WHERE "invoices"."mailed_at" is null;