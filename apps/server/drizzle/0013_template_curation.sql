CREATE TABLE "template_entries" (
	"slug" text PRIMARY KEY NOT NULL,
	"document" jsonb,
	"hidden" boolean DEFAULT false NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_entries" ADD CONSTRAINT "template_entries_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_entries_added_idx" ON "template_entries" USING btree ("created_at");