CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"deck_id" uuid,
	"message" text NOT NULL,
	"reporter_id" uuid,
	"reporter_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "copy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "decks_published_idx" ON "decks" USING btree ("published_at") WHERE "decks"."visibility" = 'public';--> statement-breakpoint
-- A deck made public before the community list existed counts as published when it last changed (ADR 51).
UPDATE "decks" SET "published_at" = "updated_at" WHERE "visibility" = 'public';
