CREATE TABLE "deck_moderation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"action" text NOT NULL,
	"admin_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_moderation" ADD CONSTRAINT "deck_moderation_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_moderation" ADD CONSTRAINT "deck_moderation_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_moderation_deck_idx" ON "deck_moderation" USING btree ("deck_id","at");--> statement-breakpoint
INSERT INTO "deck_moderation" ("deck_id", "action", "admin_id", "at")
SELECT DISTINCT ON ("deck_id", "resolved_at") "deck_id", 'taken_down', "resolved_by", "resolved_at"
FROM "content_reports"
WHERE "resolution" = 'unpublished' AND "deck_id" IS NOT NULL AND "resolved_at" IS NOT NULL;
