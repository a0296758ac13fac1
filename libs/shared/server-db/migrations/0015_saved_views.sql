CREATE TABLE "saved_view" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"owner_id" char(24) NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"hidden_columns" text[] DEFAULT '{}' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_view_owner_id_list_key_name_unique" UNIQUE("owner_id","list_key","name")
);
--> statement-breakpoint
ALTER TABLE "saved_view" ADD CONSTRAINT "saved_view_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_view_list_key_shared_idx" ON "saved_view" USING btree ("list_key") WHERE "saved_view"."shared";