-- hand-written (the order rows)
-- The rows of orders by their ids, newest first, as the order list, the detail and the answers of a
-- status change or a note show them (libs/orders/server/src/lib/order-rows.ts reads them): the
-- order's own columns, its lines' first name and count, and the names it shows by primary key.
--
-- A function, so that the list reads its page in one statement and one round trip: the page's ids
-- come from a subquery that PostgreSQL plans with its values on every call (one table, cheap to
-- plan), while the query below is planned once per connection and kept (PL/pgSQL keeps the plan
-- of RETURN QUERY, generic after a few calls since it is the same for any ids). Planned together
-- as one statement, the ten tables took 1.8 ms to plan for 0.3 ms of work (docs/benchmarks.md).
CREATE FUNCTION public.order_rows(p_ids char(24)[]) RETURNS TABLE (
    id char(24),
    order_code text,
    created_at timestamptz,
    status smallint,
    sell_price bigint,
    credit bigint,
    prepaid bigint,
    payment_method text,
    unpaid_reason smallint,
    note text,
    shop_note text,
    customer_id char(24),
    shop_id char(24),
    building_id char(24),
    floor_id char(24),
    apartment_id char(24),
    shipper_id char(24),
    first_product text,
    line_count integer,
    shop_name text,
    shop_phone text,
    customer_name text,
    customer_phone text,
    customer_apartment_name text,
    customer_floor_name text,
    customer_building_name text,
    building_name text,
    floor_name text,
    apartment_name text,
    shipper_name text)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT o.id, o.order_code, o.created_at, o.status, o.sell_price, o.credit, o.prepaid,
         o.payment_method, o.unpaid_reason, o.note, o.shop_note, o.customer_id, o.shop_id,
         o.building_id, o.floor_id, o.apartment_id, o.shipper_id,
         -- The first line by name (its `name` counts the others, docs/decisions.md).
         (SELECT min(l.name) FROM "order_lines" l WHERE l.order_id = o.id),
         (SELECT count(*)::integer FROM "order_lines" l WHERE l.order_id = o.id),
         s.name, s.phone, c.name, c.phone, ca.name, cf.name, cb.name, b.name, f.name, a.name,
         sh.name
    FROM "orders" o
    LEFT JOIN "shops" s ON s.id = o.shop_id
    LEFT JOIN "accounts" c ON c.id = o.customer_id
    LEFT JOIN "apartments" ca ON ca.id = c.apartment_id
    LEFT JOIN "floors" cf ON cf.id = ca.floor_id
    LEFT JOIN "buildings" cb ON cb.id = ca.building_id
    LEFT JOIN "buildings" b ON b.id = o.building_id
    LEFT JOIN "floors" f ON f.id = o.floor_id
    LEFT JOIN "apartments" a ON a.id = o.apartment_id
    LEFT JOIN "shippers" sh ON sh.id = o.shipper_id
   WHERE o.id = ANY(p_ids)
   ORDER BY o.created_at DESC, o.id DESC;
END
$$;
