CREATE TABLE "notification_recipients" (
	"notification_id" char(24) NOT NULL,
	"account_id" char(24) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipients_notification_id_account_id_pk" PRIMARY KEY("notification_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "push_jobs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"push_token_id" char(24) NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_push_token_id_push_tokens_id_fk" FOREIGN KEY ("push_token_id") REFERENCES "public"."push_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipients_account_id_read_at_idx" ON "notification_recipients" USING btree ("account_id","read_at");--> statement-breakpoint
CREATE INDEX "push_jobs_next_attempt_at_idx" ON "push_jobs" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "notifications_title_search_idx" ON "notifications" USING gin (lower(immutable_unaccent("title")) gin_trgm_ops);