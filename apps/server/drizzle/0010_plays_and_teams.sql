ALTER TABLE "events" ADD COLUMN "plays" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "team" integer;