ALTER TABLE "events" ADD COLUMN "paused_at" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "paused_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "closed_slides" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "streak_before" integer DEFAULT 0 NOT NULL;