DROP INDEX "participants_event_idx";--> statement-breakpoint
CREATE INDEX "participants_event_joined_idx" ON "participants" USING btree ("event_id","joined_at");