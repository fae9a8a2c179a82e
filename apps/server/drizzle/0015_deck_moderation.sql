CREATE TABLE "deck_moderation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "deck_moderation_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deck_id" uuid NOT NULL,
	"action" text NOT NULL,
	"admin_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_moderation" ADD CONSTRAINT "deck_moderation_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_moderation" ADD CONSTRAINT "deck_moderation_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_moderation_deck_idx" ON "deck_moderation" USING btree ("deck_id","seq");--> statement-breakpoint
-- Takedowns still in force when this ran, as their reports recorded them (ADR 59): a deck
-- down since the moment a report of it was resolved as unpublished. Unpublishing before
-- takedowns existed (0014) and takedowns lifted since left nothing here to prove them by.
INSERT INTO "deck_moderation" ("deck_id", "action", "admin_id", "at")
SELECT DISTINCT ON (d."id") d."id", 'taken_down', cr."resolved_by", cr."resolved_at"
FROM "decks" d
JOIN "content_reports" cr ON cr."deck_id" = d."id" AND cr."resolution" = 'unpublished' AND cr."resolved_at" = d."taken_down_at"
ORDER BY d."id", cr."resolved_at";
