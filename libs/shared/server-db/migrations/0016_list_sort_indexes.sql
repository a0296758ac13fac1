CREATE INDEX "orders_sell_price_id_idx" ON "orders" USING btree ("sell_price","id");--> statement-breakpoint
CREATE INDEX "orders_status_sell_price_id_idx" ON "orders" USING btree ("status","sell_price","id");--> statement-breakpoint
CREATE INDEX "orders_building_id_sell_price_id_idx" ON "orders" USING btree ("building_id","sell_price","id");--> statement-breakpoint
CREATE INDEX "orders_shop_id_sell_price_id_idx" ON "orders" USING btree ("shop_id","sell_price","id");--> statement-breakpoint
CREATE INDEX "orders_shipper_id_sell_price_id_idx" ON "orders" USING btree ("shipper_id","sell_price","id");--> statement-breakpoint
CREATE INDEX "transactions_amount_id_idx" ON "transactions" USING btree ("amount","id");