DROP INDEX "buildings_created_at_idx";--> statement-breakpoint
DROP INDEX "accounts_created_at_idx";--> statement-breakpoint
DROP INDEX "accounts_role_created_at_idx";--> statement-breakpoint
DROP INDEX "accounts_building_id_created_at_idx";--> statement-breakpoint
DROP INDEX "accounts_verify_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_logs_account_id_created_at_idx";--> statement-breakpoint
DROP INDEX "devices_account_id_created_at_idx";--> statement-breakpoint
DROP INDEX "shops_status_created_at_idx";--> statement-breakpoint
DROP INDEX "shops_created_at_idx";--> statement-breakpoint
DROP INDEX "product_admins_created_at_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "shippers_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_id_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_building_id_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_shop_id_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_shipper_id_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_customer_id_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_payment_method_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_creator_id_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_type_created_at_idx";--> statement-breakpoint
DROP INDEX "transactions_created_at_idx";--> statement-breakpoint
DROP INDEX "transactions_account_id_created_at_idx";--> statement-breakpoint
DROP INDEX "feedback_created_at_idx";--> statement-breakpoint
DROP INDEX "feedback_building_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "buildings_created_at_idx" ON "buildings" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accounts_role_created_at_idx" ON "accounts" USING btree ("role","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accounts_building_id_created_at_idx" ON "accounts" USING btree ("building_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accounts_verify_created_at_idx" ON "accounts" USING btree ("verify","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_account_id_created_at_idx" ON "activity_logs" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "devices_account_id_created_at_idx" ON "devices" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_status_created_at_idx" ON "shops" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_admins_created_at_idx" ON "product_admins" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shippers_created_at_idx" ON "shippers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_building_id_created_at_idx" ON "orders" USING btree ("building_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_shop_id_created_at_idx" ON "orders" USING btree ("shop_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_shipper_id_created_at_idx" ON "orders" USING btree ("shipper_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_id_created_at_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_payment_method_created_at_idx" ON "orders" USING btree ("payment_method","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_creator_id_created_at_idx" ON "notifications" USING btree ("creator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_type_created_at_idx" ON "notifications" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_account_id_created_at_idx" ON "transactions" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_building_id_created_at_idx" ON "feedback" USING btree ("building_id","created_at" DESC NULLS FIRST);