DROP INDEX "responses_event_slide_idx";--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "responses_event_slide_seq_idx" ON "responses" USING btree ("event_id","slide_id","round","seq");