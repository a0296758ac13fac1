CREATE TABLE "product_ban_events" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"product_id" char(24) NOT NULL,
	"banned" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "banned_by_id" char(24);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_admin_id" char(24);--> statement-breakpoint
ALTER TABLE "product_ban_events" ADD CONSTRAINT "product_ban_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ban_events" ADD CONSTRAINT "product_ban_events_by_id_accounts_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_ban_events_product_id_idx" ON "product_ban_events" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_banned_by_id_accounts_id_fk" FOREIGN KEY ("banned_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_admins_code_key" ON "product_admins" USING btree ("code") WHERE "product_admins"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "product_admins_barcode_key" ON "product_admins" USING btree ("barcode") WHERE "product_admins"."barcode" <> '';--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_search_idx" ON "products" USING gin (lower(immutable_unaccent("code")) gin_trgm_ops);