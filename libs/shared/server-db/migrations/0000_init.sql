CREATE TABLE "apartments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"building_id" char(24) NOT NULL,
	"floor_id" char(24) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"floor_number" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"building_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_buildings" (
	"account_id" char(24) NOT NULL,
	"building_id" char(24) NOT NULL,
	CONSTRAINT "account_buildings_account_id_building_id_pk" PRIMARY KEY("account_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"gender" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"role" smallint NOT NULL,
	"verify" boolean DEFAULT false NOT NULL,
	"apartment_id" char(24),
	"floor_id" char(24),
	"building_id" char(24),
	"balance" bigint DEFAULT 0 NOT NULL,
	"balance_pending" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "accounts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_id" char(24) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_id" char(24) NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"uid" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_id" char(24) NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_id" char(24) NOT NULL,
	"device_id" text NOT NULL,
	"device_token" text NOT NULL,
	"device_type" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tokens_account_id_device_id_unique" UNIQUE("account_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_id" char(24) NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"session_id" char(24) NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "account_shops" (
	"account_id" char(24) NOT NULL,
	"shop_id" char(24) NOT NULL,
	CONSTRAINT "account_shops_account_id_shop_id_pk" PRIMARY KEY("account_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shop_buildings" (
	"shop_id" char(24) NOT NULL,
	"building_id" char(24) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "shop_buildings_shop_id_building_id_pk" PRIMARY KEY("shop_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"owner_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"rate" double precision DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_special_categories" (
	"building_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	CONSTRAINT "building_special_categories_building_id_category_id_pk" PRIMARY KEY("building_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_admin_shops" (
	"product_admin_id" char(24) NOT NULL,
	"shop_id" char(24) NOT NULL,
	CONSTRAINT "product_admin_shops_product_admin_id_shop_id_pk" PRIMARY KEY("product_admin_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "product_admins" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"stock_price" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"sale_price" bigint DEFAULT 0 NOT NULL,
	"allow_credit" boolean DEFAULT false NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"parent_id" char(24),
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"shop_id" char(24) NOT NULL,
	"category_id" char(24),
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'normal' NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_categories" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"buy_now" boolean DEFAULT false NOT NULL,
	"schedule_detail" jsonb,
	"schedule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "special_category_products" (
	"category_id" char(24) NOT NULL,
	"product_id" char(24) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_category_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shippers" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"building_id" char(24),
	"staff_code" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejected_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"product_id" char(24),
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'normal' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"shop_id" char(24) NOT NULL,
	"customer_id" char(24) NOT NULL,
	"building_id" char(24),
	"floor_id" char(24),
	"apartment_id" char(24),
	"shipper_id" char(24),
	"status" smallint DEFAULT 1 NOT NULL,
	"sell_price" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"prepaid" bigint DEFAULT 0 NOT NULL,
	"payment_method" text DEFAULT 'COD' NOT NULL,
	"unpaid_reason" smallint,
	"note" text DEFAULT '' NOT NULL,
	"shop_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_code_unique" UNIQUE("order_code")
);
--> statement-breakpoint
CREATE TABLE "notification_targets" (
	"notification_id" char(24) NOT NULL,
	"target_id" char(24) NOT NULL,
	CONSTRAINT "notification_targets_notification_id_target_id_pk" PRIMARY KEY("notification_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"display_on" smallint[] DEFAULT '{}' NOT NULL,
	"send_type" text NOT NULL,
	"creator_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"transaction_code" text NOT NULL,
	"account_id" char(24) NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_changed" bigint,
	"content" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"bank" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_date" timestamp with time zone,
	CONSTRAINT "transactions_transaction_code_unique" UNIQUE("transaction_code")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"author_id" char(24) NOT NULL,
	"apartment_id" char(24),
	"building_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_buildings" ADD CONSTRAINT "account_buildings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_buildings" ADD CONSTRAINT "account_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_refresh_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."refresh_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_shops" ADD CONSTRAINT "account_shops_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_shops" ADD CONSTRAINT "account_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_buildings" ADD CONSTRAINT "shop_buildings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_buildings" ADD CONSTRAINT "shop_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_special_categories" ADD CONSTRAINT "building_special_categories_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_special_categories" ADD CONSTRAINT "building_special_categories_category_id_special_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."special_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_admin_shops" ADD CONSTRAINT "product_admin_shops_product_admin_id_product_admins_id_fk" FOREIGN KEY ("product_admin_id") REFERENCES "public"."product_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_admin_shops" ADD CONSTRAINT "product_admin_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_category_products" ADD CONSTRAINT "special_category_products_category_id_special_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."special_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_category_products" ADD CONSTRAINT "special_category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippers" ADD CONSTRAINT "shippers_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_targets" ADD CONSTRAINT "notification_targets_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartments_building_id_idx" ON "apartments" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "apartments_floor_id_idx" ON "apartments" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "buildings_created_at_idx" ON "buildings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buildings_name_idx" ON "buildings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "floors_building_id_position_idx" ON "floors" USING btree ("building_id","position");--> statement-breakpoint
CREATE INDEX "account_buildings_building_id_idx" ON "account_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_role_created_at_idx" ON "accounts" USING btree ("role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_building_id_created_at_idx" ON "accounts" USING btree ("building_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_floor_id_idx" ON "accounts" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "accounts_apartment_id_idx" ON "accounts" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "accounts_verify_created_at_idx" ON "accounts" USING btree ("verify","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_name_lower_idx" ON "accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "activity_logs_account_id_created_at_idx" ON "activity_logs" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_account_id_created_at_idx" ON "devices" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "password_resets_account_id_idx" ON "password_resets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_account_id_idx" ON "refresh_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "account_shops_shop_id_idx" ON "account_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_buildings_building_id_status_idx" ON "shop_buildings" USING btree ("building_id","status");--> statement-breakpoint
CREATE INDEX "shop_buildings_status_idx" ON "shop_buildings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shops_owner_id_idx" ON "shops" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shops_status_created_at_idx" ON "shops" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "building_special_categories_category_id_idx" ON "building_special_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_admin_shops_shop_id_idx" ON "product_admin_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "product_admins_created_at_idx" ON "product_admins" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_categories_parent_id_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_position_idx" ON "product_categories" USING btree ("position");--> statement-breakpoint
CREATE INDEX "products_shop_id_idx" ON "products" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "products_banned_idx" ON "products" USING btree ("banned");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "special_category_products_category_id_status_idx" ON "special_category_products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "special_category_products_product_id_idx" ON "special_category_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shippers_building_id_idx" ON "shippers" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "shippers_status_idx" ON "shippers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shippers_created_at_idx" ON "shippers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_building_id_created_at_idx" ON "orders" USING btree ("building_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_shop_id_created_at_idx" ON "orders" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_shipper_id_created_at_idx" ON "orders" USING btree ("shipper_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_id_created_at_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_payment_method_created_at_idx" ON "orders" USING btree ("payment_method","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_order_code_pattern_idx" ON "orders" USING btree ("order_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notification_targets_target_id_idx" ON "notification_targets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_creator_id_created_at_idx" ON "notifications" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_type_created_at_idx" ON "notifications" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_account_id_created_at_idx" ON "transactions" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_status_type_idx" ON "transactions" USING btree ("status","type");--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_building_id_created_at_idx" ON "feedback" USING btree ("building_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status");--> statement-breakpoint
CREATE INDEX "feedback_author_id_idx" ON "feedback" USING btree ("author_id");