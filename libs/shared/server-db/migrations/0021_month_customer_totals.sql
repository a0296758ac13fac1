CREATE TABLE "order_month_customer_totals" (
	"month" date NOT NULL,
	"customer_id" char(24) NOT NULL,
	"orders" integer NOT NULL,
	"sell_price" bigint NOT NULL,
	CONSTRAINT "order_month_customer_totals_pkey" PRIMARY KEY("month","customer_id")
);
--> statement-breakpoint
CREATE INDEX "order_month_customer_totals_by_price" ON "order_month_customer_totals" USING btree ("month","sell_price" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "order_month_customer_totals_by_orders" ON "order_month_customer_totals" USING btree ("month","orders" DESC NULLS LAST,"customer_id");--> statement-breakpoint
-- hand-written (order rollups: a month's customers over every building; docs/decisions/server.md,
-- "Ten million orders: the seed, the count, indexes and partitions")
-- The unscoped ranking of this month's customers summed the month's order_month_customers rows per
-- customer: 29,765 rows and 60–90 ms at ten million orders. order_month_customer_totals holds those
-- sums, so the top five by amount and by count are the first entries of its two indexes. It is kept
-- in the same function that keeps order_month_customers, so it is exact after every write the
-- triggers of migration 0009 see, and refilled with the other rollups by order_rollups_rebuild().
CREATE OR REPLACE FUNCTION public.order_rollups_add_customer(d date, o public.orders, sign integer)
  RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.order_day_customers AS r
    (day, building_id, customer_id, apartment_id, orders, sell_price)
  VALUES (d, o.building_id, o.customer_id, o.apartment_id, sign, sign * o.sell_price)
  ON CONFLICT ON CONSTRAINT order_day_customers_key DO UPDATE
    SET orders = r.orders + EXCLUDED.orders, sell_price = r.sell_price + EXCLUDED.sell_price;
  INSERT INTO public.order_month_customers AS r
    (month, building_id, customer_id, apartment_id, orders, sell_price)
  VALUES (date_trunc('month', d)::date, o.building_id, o.customer_id, o.apartment_id, sign,
    sign * o.sell_price)
  ON CONFLICT ON CONSTRAINT order_month_customers_key DO UPDATE
    SET orders = r.orders + EXCLUDED.orders, sell_price = r.sell_price + EXCLUDED.sell_price;
  INSERT INTO public.order_month_customer_totals AS r (month, customer_id, orders, sell_price)
  VALUES (date_trunc('month', d)::date, o.customer_id, sign, sign * o.sell_price)
  ON CONFLICT ON CONSTRAINT order_month_customer_totals_pkey DO UPDATE
    SET orders = r.orders + EXCLUDED.orders, sell_price = r.sell_price + EXCLUDED.sell_price;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.order_rollups_rebuild() RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.order_day_customers;
  DELETE FROM public.order_month_customers;
  DELETE FROM public.order_month_customer_totals;
  DELETE FROM public.order_day_shops;
  DELETE FROM public.order_day_products;
  DELETE FROM public.order_month_products;
  INSERT INTO public.order_day_customers
    (day, building_id, customer_id, apartment_id, orders, sell_price)
  SELECT (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, building_id, customer_id, apartment_id,
    count(*), sum(sell_price)
  FROM public.orders WHERE status NOT IN (0, 4)
  GROUP BY 1, 2, 3, 4;
  INSERT INTO public.order_month_customers
    (month, building_id, customer_id, apartment_id, orders, sell_price)
  SELECT date_trunc('month', day)::date, building_id, customer_id, apartment_id, sum(orders),
    sum(sell_price)
  FROM public.order_day_customers
  GROUP BY 1, 2, 3, 4;
  INSERT INTO public.order_month_customer_totals (month, customer_id, orders, sell_price)
  SELECT month, customer_id, sum(orders), sum(sell_price)
  FROM public.order_month_customers
  GROUP BY 1, 2;
  INSERT INTO public.order_day_shops (day, building_id, shop_id, orders, sell_price)
  SELECT (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, building_id, shop_id,
    count(*), sum(sell_price)
  FROM public.orders WHERE status IN (3, 5, 6)
  GROUP BY 1, 2, 3;
  INSERT INTO public.order_day_products
    (day, building_id, shop_id, product_id, name, lines, quantity, amount)
  SELECT (o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, o.building_id, o.shop_id,
    l.product_id, l.name, count(*), sum(l.quantity), sum(l.amount)
  FROM public.order_lines l JOIN public.orders o ON o.id = l.order_id
  WHERE o.status IN (3, 5, 6)
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO public.order_month_products
    (month, building_id, shop_id, product_id, name, lines, quantity, amount)
  SELECT date_trunc('month', day)::date, building_id, shop_id, product_id, name, sum(lines),
    sum(quantity), sum(amount)
  FROM public.order_day_products
  GROUP BY 1, 2, 3, 4, 5;
END;
$$;--> statement-breakpoint
-- The orders that exist already: their month rows are exact, so the totals are their sums.
INSERT INTO public.order_month_customer_totals (month, customer_id, orders, sell_price)
SELECT month, customer_id, sum(orders), sum(sell_price)
FROM public.order_month_customers
GROUP BY 1, 2;
