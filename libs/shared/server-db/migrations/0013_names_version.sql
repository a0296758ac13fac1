CREATE TABLE "names_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "names_version_one_row" CHECK ("names_version"."one")
);
--> statement-breakpoint
-- hand-written (the names version)
-- The one row, then its bump: in the writing transaction, after each statement that may change a
-- name the order list shows (src/lib/schema/names-version.ts). The row lock serialises writers of
-- these tables until they commit; they are few (staff editing reference data).
INSERT INTO "names_version" ("one", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION public.names_version_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "names_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER shops_names_version AFTER INSERT OR DELETE OR UPDATE OF name, phone OR TRUNCATE
  ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION public.names_version_bump();--> statement-breakpoint
CREATE TRIGGER buildings_names_version AFTER INSERT OR DELETE OR UPDATE OF name OR TRUNCATE
  ON "buildings" FOR EACH STATEMENT EXECUTE FUNCTION public.names_version_bump();--> statement-breakpoint
CREATE TRIGGER floors_names_version AFTER INSERT OR DELETE OR UPDATE OF name OR TRUNCATE
  ON "floors" FOR EACH STATEMENT EXECUTE FUNCTION public.names_version_bump();--> statement-breakpoint
CREATE TRIGGER apartments_names_version
  AFTER INSERT OR DELETE OR UPDATE OF name, floor_id, building_id OR TRUNCATE
  ON "apartments" FOR EACH STATEMENT EXECUTE FUNCTION public.names_version_bump();--> statement-breakpoint
CREATE TRIGGER shippers_names_version AFTER INSERT OR DELETE OR UPDATE OF name OR TRUNCATE
  ON "shippers" FOR EACH STATEMENT EXECUTE FUNCTION public.names_version_bump();--> statement-breakpoint
-- The order list's rows: as order_rows (migration 0012) without the names the API keeps, plus the
-- ids that lead to them (the customer's apartment) and the names version of this statement's
-- snapshot (a STABLE function sees its caller's snapshot). The customer stays a join: accounts are
-- many and change often.
CREATE FUNCTION public.order_list_rows(p_ids char(24)[]) RETURNS TABLE (
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
    customer_name text,
    customer_phone text,
    customer_apartment_id char(24),
    names_version bigint)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  v_version bigint := (SELECT v.version FROM "names_version" v);
BEGIN
  RETURN QUERY
  SELECT o.id, o.order_code, o.created_at, o.status, o.sell_price, o.credit, o.prepaid,
         o.payment_method, o.unpaid_reason, o.note, o.shop_note, o.customer_id, o.shop_id,
         o.building_id, o.floor_id, o.apartment_id, o.shipper_id,
         (SELECT min(l.name) FROM "order_lines" l WHERE l.order_id = o.id),
         (SELECT count(*)::integer FROM "order_lines" l WHERE l.order_id = o.id),
         c.name, c.phone, c.apartment_id, v_version
    FROM "orders" o
    LEFT JOIN "accounts" c ON c.id = o.customer_id
   WHERE o.id = ANY(p_ids)
   ORDER BY o.created_at DESC, o.id DESC;
END
$$;
