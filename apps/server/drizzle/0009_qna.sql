CREATE TABLE "qna_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"event_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"participant_id" uuid NOT NULL,
	"text" text NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"asked_at" bigint NOT NULL,
	"answered_at" bigint,
	"hidden_at" bigint,
	"featured_at" bigint,
	CONSTRAINT "qna_questions_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "qna_votes" (
	"question_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_votes_question_id_voter_id_pk" PRIMARY KEY("question_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "qna_slide_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "qna_closed" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_votes" ADD CONSTRAINT "qna_votes_question_id_qna_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qna_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_votes" ADD CONSTRAINT "qna_votes_voter_id_participants_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_votes" ADD CONSTRAINT "qna_votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qna_questions_author_text_idx" ON "qna_questions" USING btree ("event_id","slide_id","participant_id","text");--> statement-breakpoint
CREATE INDEX "qna_questions_event_slide_idx" ON "qna_questions" USING btree ("event_id","slide_id","seq");--> statement-breakpoint
CREATE INDEX "qna_votes_event_slide_idx" ON "qna_votes" USING btree ("event_id","slide_id");