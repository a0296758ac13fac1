CREATE INDEX "orders_sell_price_id_idx" ON "orders" USING btree ("sell_price","id");--> statement-breakpoint
CREATE INDEX "transactions_amount_id_idx" ON "transactions" USING btree ("amount","id");