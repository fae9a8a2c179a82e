CREATE TABLE "answer_upvotes" (
	"response_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_upvotes_response_id_voter_id_pk" PRIMARY KEY("response_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "answer_upvotes" ADD CONSTRAINT "answer_upvotes_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_upvotes" ADD CONSTRAINT "answer_upvotes_voter_id_participants_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_upvotes" ADD CONSTRAINT "answer_upvotes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_upvotes_event_slide_idx" ON "answer_upvotes" USING btree ("event_id","slide_id","round");