ALTER TABLE "speakers" ADD COLUMN "professional_id" uuid;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speakers_professional_idx" ON "speakers" USING btree ("professional_id");--> statement-breakpoint
-- Existing speakers whose name is a professional's business name or its owner's full name are that professional.
UPDATE speakers sp SET professional_id = pr.id
  FROM professionals pr LEFT JOIN profiles op ON op.id = pr.user_id
  WHERE sp.professional_id IS NULL
    AND (lower(sp.name) = lower(pr.business_name) OR lower(sp.name) = lower(coalesce(op.full_name, '')));
