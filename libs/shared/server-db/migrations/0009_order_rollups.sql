CREATE TABLE "order_day_customers" (
	"day" date NOT NULL,
	"building_id" char(24),
	"customer_id" char(24) NOT NULL,
	"apartment_id" char(24),
	"orders" integer NOT NULL,
	"sell_price" bigint NOT NULL,
	CONSTRAINT "order_day_customers_key" UNIQUE NULLS NOT DISTINCT("day","building_id","customer_id","apartment_id")
);
--> statement-breakpoint
CREATE TABLE "order_day_products" (
	"day" date NOT NULL,
	"building_id" char(24),
	"shop_id" char(24) NOT NULL,
	"product_id" char(24),
	"name" text NOT NULL,
	"lines" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_day_products_key" UNIQUE NULLS NOT DISTINCT("day","building_id","shop_id","product_id","name")
);
--> statement-breakpoint
CREATE TABLE "order_day_shops" (
	"day" date NOT NULL,
	"building_id" char(24),
	"shop_id" char(24) NOT NULL,
	"orders" integer NOT NULL,
	"sell_price" bigint NOT NULL,
	CONSTRAINT "order_day_shops_key" UNIQUE NULLS NOT DISTINCT("day","building_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "order_month_customers" (
	"month" date NOT NULL,
	"building_id" char(24),
	"customer_id" char(24) NOT NULL,
	"apartment_id" char(24),
	"orders" integer NOT NULL,
	"sell_price" bigint NOT NULL,
	CONSTRAINT "order_month_customers_key" UNIQUE NULLS NOT DISTINCT("month","building_id","customer_id","apartment_id")
);
--> statement-breakpoint
CREATE TABLE "order_month_products" (
	"month" date NOT NULL,
	"building_id" char(24),
	"shop_id" char(24) NOT NULL,
	"product_id" char(24),
	"name" text NOT NULL,
	"lines" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_month_products_key" UNIQUE NULLS NOT DISTINCT("month","building_id","shop_id","product_id","name")
);
--> statement-breakpoint
-- hand-written (order rollups)
-- The rollups hold, per Vietnam day and per Vietnam month, what the overview's reports add up
-- (docs/decisions.md, "Overview reports at the large seed"). Every write to orders and order_lines
-- passes through the triggers below, which take out the old row's share and add the new row's, so
-- a rollup equals its GROUP BY over the source at all times. Counted orders: status neither
-- cancelled (0) nor deleted (4); delivered: success (3), received (5), finished (6).
CREATE FUNCTION public.order_rollups_add_customer(d date, o public.orders, sign integer) RETURNS void
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
END;
$$;--> statement-breakpoint
CREATE FUNCTION public.order_rollups_add_product(d date, o public.orders, product_id char(24),
  name text, lines integer, quantity bigint, amount bigint) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.order_day_products AS r
    (day, building_id, shop_id, product_id, name, lines, quantity, amount)
  VALUES (d, o.building_id, o.shop_id, product_id, name, lines, quantity, amount)
  ON CONFLICT ON CONSTRAINT order_day_products_key DO UPDATE
    SET lines = r.lines + EXCLUDED.lines, quantity = r.quantity + EXCLUDED.quantity,
      amount = r.amount + EXCLUDED.amount;
  INSERT INTO public.order_month_products AS r
    (month, building_id, shop_id, product_id, name, lines, quantity, amount)
  VALUES (date_trunc('month', d)::date, o.building_id, o.shop_id, product_id, name, lines, quantity,
    amount)
  ON CONFLICT ON CONSTRAINT order_month_products_key DO UPDATE
    SET lines = r.lines + EXCLUDED.lines, quantity = r.quantity + EXCLUDED.quantity,
      amount = r.amount + EXCLUDED.amount;
END;
$$;--> statement-breakpoint
-- One order's share, with its lines' when it is delivered; sign -1 takes it out.
CREATE FUNCTION public.order_rollups_apply(o public.orders, sign integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date;
  g record;
BEGIN
  IF o.status NOT IN (0, 4) THEN
    PERFORM public.order_rollups_add_customer(d, o, sign);
  END IF;
  IF o.status IN (3, 5, 6) THEN
    INSERT INTO public.order_day_shops AS r (day, building_id, shop_id, orders, sell_price)
    VALUES (d, o.building_id, o.shop_id, sign, sign * o.sell_price)
    ON CONFLICT ON CONSTRAINT order_day_shops_key DO UPDATE
      SET orders = r.orders + EXCLUDED.orders, sell_price = r.sell_price + EXCLUDED.sell_price;
    FOR g IN
      SELECT l.product_id, l.name, count(*)::integer AS lines, sum(l.quantity)::bigint AS quantity,
        sum(l.amount)::bigint AS amount
      FROM public.order_lines l WHERE l.order_id = o.id
      GROUP BY l.product_id, l.name
    LOOP
      PERFORM public.order_rollups_add_product(d, o, g.product_id, g.name, sign * g.lines,
        sign * g.quantity, sign * g.amount);
    END LOOP;
  END IF;
END;
$$;--> statement-breakpoint
-- One line's share, when its order is delivered; sign -1 takes it out.
CREATE FUNCTION public.order_line_rollups_apply(l public.order_lines, sign integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  o public.orders;
BEGIN
  SELECT * INTO o FROM public.orders WHERE id = l.order_id;
  -- Not found: the order is being deleted, and its BEFORE DELETE trigger took its lines out already.
  IF NOT FOUND OR o.status NOT IN (3, 5, 6) THEN
    RETURN;
  END IF;
  PERFORM public.order_rollups_add_product((o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, o,
    l.product_id, l.name, sign, sign * l.quantity::bigint, sign * l.amount);
END;
$$;--> statement-breakpoint
-- Orders: an insert adds its share (it has no lines yet: each line adds its own), an update moves
-- it, a delete takes it out BEFORE the row goes, while its lines (deleted by the cascade) still exist.
CREATE FUNCTION public.orders_rollups() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM public.order_rollups_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.order_rollups_apply(NEW, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_rollups_insert AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION public.orders_rollups();--> statement-breakpoint
CREATE TRIGGER orders_rollups_update AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (
    (OLD.id, OLD.status, OLD.sell_price, OLD.created_at, OLD.building_id, OLD.customer_id,
      OLD.apartment_id, OLD.shop_id)
    IS DISTINCT FROM
    (NEW.id, NEW.status, NEW.sell_price, NEW.created_at, NEW.building_id, NEW.customer_id,
      NEW.apartment_id, NEW.shop_id)
  ) EXECUTE FUNCTION public.orders_rollups();--> statement-breakpoint
CREATE TRIGGER orders_rollups_delete BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION public.orders_rollups();--> statement-breakpoint
CREATE FUNCTION public.order_lines_rollups() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM public.order_line_rollups_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.order_line_rollups_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_rollups_insert_delete AFTER INSERT OR DELETE ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION public.order_lines_rollups();--> statement-breakpoint
CREATE TRIGGER order_lines_rollups_update AFTER UPDATE ON "order_lines"
  FOR EACH ROW WHEN (
    (OLD.order_id, OLD.product_id, OLD.name, OLD.quantity, OLD.amount)
    IS DISTINCT FROM (NEW.order_id, NEW.product_id, NEW.name, NEW.quantity, NEW.amount)
  ) EXECUTE FUNCTION public.order_lines_rollups();--> statement-breakpoint
-- Refills the rollups from the source tables: after a bulk load that ran with the triggers above
-- disabled (the seeder), and below for the orders that exist already.
CREATE FUNCTION public.order_rollups_rebuild() RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.order_day_customers;
  DELETE FROM public.order_month_customers;
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
SELECT public.order_rollups_rebuild();
