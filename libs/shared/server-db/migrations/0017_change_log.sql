CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_id" char(24) NOT NULL,
	"action" text NOT NULL,
	"author_id" char(24),
	"author_name" text DEFAULT '' NOT NULL,
	"author_role" smallint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_entity_idx" ON "change_log" USING btree ("entity_kind","entity_id","id" DESC NULLS FIRST);