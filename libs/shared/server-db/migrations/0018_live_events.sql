CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"op" text NOT NULL,
	"record_id" text,
	"buildings" text[] DEFAULT '{}' NOT NULL,
	"status" text,
	"accounts" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");