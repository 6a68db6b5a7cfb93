CREATE TYPE "public"."checkout_kind" AS ENUM('subscription', 'ticket_order');--> statement-breakpoint
CREATE TYPE "public"."issued_ticket_status" AS ENUM('valid', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."role_source" AS ENUM('manual', 'subscription');--> statement-breakpoint
CREATE TYPE "public"."ticket_order_status" AS ENUM('pending', 'paid', 'canceled', 'expired', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'purchased', 'expired', 'left');--> statement-breakpoint
ALTER TYPE "public"."checkout_status" ADD VALUE 'failed';--> statement-breakpoint
CREATE TABLE "billing_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'NL' NOT NULL,
	"vat_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"interval" "billing_interval" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" uuid,
	"holder_name" text NOT NULL,
	"code" text NOT NULL,
	"status" "issued_ticket_status" DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" uuid,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"amount_excl_vat" numeric(10, 2) NOT NULL,
	"vat_amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"status" "ticket_order_status" DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"waitlist_entry_id" uuid,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_orders_quantity_range" CHECK ("ticket_orders"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "ticket_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"offer_token" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_waitlist_offer_token_unique" UNIQUE("offer_token"),
	CONSTRAINT "ticket_waitlist_quantity_range" CHECK ("ticket_waitlist"."quantity" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "interval" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "source" "role_source" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "kind" "checkout_kind" DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "renewal_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "ticket_order_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "vat_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ticket_order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rule" text DEFAULT 'nl_standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "reminded_7_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "reminded_1_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "granted_by" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_ticket_id_event_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_ticket_id_event_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_ticket_id_event_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_renewals_subscription_idx" ON "subscription_renewals" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "issued_tickets_event_idx" ON "issued_tickets" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "issued_tickets_user_idx" ON "issued_tickets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "issued_tickets_order_idx" ON "issued_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_orders_event_idx" ON "ticket_orders" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "ticket_orders_user_idx" ON "ticket_orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_orders_pending_hold_idx" ON "ticket_orders" USING btree ("ticket_id","hold_expires_at") WHERE "ticket_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_waitlist_open_unique" ON "ticket_waitlist" USING btree ("ticket_id","user_id") WHERE "ticket_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "ticket_waitlist_queue_idx" ON "ticket_waitlist" USING btree ("ticket_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ticket_waitlist_user_idx" ON "ticket_waitlist" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_renewal_id_subscription_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."subscription_renewals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_ticket_order_idx" ON "checkout_sessions" USING btree ("ticket_order_id");--> statement-breakpoint
CREATE INDEX "invoices_ticket_order_idx" ON "invoices" USING btree ("ticket_order_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_status_idx" ON "user_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE INDEX "user_subscriptions_plan_idx" ON "user_subscriptions" USING btree ("plan_id","status");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_provider_session_unique" UNIQUE("provider_session_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_year_seq_unique" UNIQUE("year","seq");--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_sold_within_quantity" CHECK ("event_tickets"."quantity" is null or "event_tickets"."sold_count" <= "event_tickets"."quantity");--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_sold_non_negative" CHECK ("event_tickets"."sold_count" >= 0);--> statement-breakpoint
-- Roles that a plan of the user's subscriptions grants were given by that subscription (sign-up, seed):
-- the role sync may take them away when the subscription ends. Admin grants and the rest stay 'manual'.
UPDATE "user_roles" ur SET "source" = 'subscription'
WHERE ur."context_type" = 'global'
  AND ur."role" IN ('organization', 'organization_premium', 'professional', 'professional_premium', 'venue', 'venue_premium')
  AND EXISTS (
    SELECT 1 FROM "user_subscriptions" s JOIN "plans" p ON p."id" = s."plan_id"
    WHERE s."user_id" = ur."user_id" AND ur."role" = ANY (p."roles")
  );
