ALTER TABLE "events" ADD COLUMN "recap_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every ended event has a public recap (ADR 43): one that ended before recap ids were always
-- made, or whose id was lost, gets one now.
UPDATE "events" SET "recap_id" = gen_random_uuid() WHERE "status" = 'ended' AND "recap_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_recap_idx" ON "events" USING btree ("recap_id");
