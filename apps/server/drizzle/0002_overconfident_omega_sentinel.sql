CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"slides" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text DEFAULT 'lobby' NOT NULL,
	"slide_index" integer DEFAULT -1 NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"step_started_at" bigint,
	"deadline" bigint,
	"paused_remaining_ms" integer,
	"lobby_locked" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"recap_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"email" text,
	"score" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"correct_time_ms" bigint DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"joined_at" bigint NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"participant_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"answer_ms" integer NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_open_code_idx" ON "events" USING btree ("code") WHERE status <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "events_open_deck_idx" ON "events" USING btree ("deck_id") WHERE status <> 'ended';--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_event_nickname_idx" ON "participants" USING btree ("event_id","nickname_key");--> statement-breakpoint
CREATE INDEX "participants_event_idx" ON "participants" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "responses_one_per_slide_idx" ON "responses" USING btree ("event_id","slide_id","round","participant_id");--> statement-breakpoint
CREATE INDEX "responses_event_slide_idx" ON "responses" USING btree ("event_id","slide_id","round");