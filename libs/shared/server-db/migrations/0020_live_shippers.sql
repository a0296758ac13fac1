-- hand-written (live feed: shippers, and only the listed notifications; issue 28, docs/decisions/live.md)
-- Shippers have a table of their own: a registration, a decision (status), a move to another building,
-- an edit of what the shipper list shows (name, e-mail, phone, staff code) and a deletion write an event
-- through migration 0019's functions (same rules: one event per row, 'bulk' past 200 rows, muted by
-- `SET app.live_feed = 'off'`). The event carries the shipper's id, its buildings and its status
-- (0 pending, 1 approved, 2 rejected): never its name, e-mail, phone or staff code. A shipper without a
-- building is in every operator's list, so an event of a shipper that has none, or had none before the
-- change, carries no building: the stream gives such an event to every operator.
CREATE FUNCTION public.live_shippers() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('shipper', $r$ SELECT 'insert'::text AS op, n.id::text AS record_id,
      live_ids(n.building_id::text) AS buildings, n.status::text AS status, NULL::text[] AS accounts
      FROM live_new n $r$) INTO v_first, v_last;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('shipper', $r$ SELECT 'update'::text, n.id::text,
      CASE WHEN n.building_id IS NULL OR o.building_id IS NULL THEN '{}'::text[]
        ELSE live_ids(n.building_id::text, o.building_id::text) END,
      n.status::text, NULL::text[]
      FROM live_new n JOIN live_old o ON o.id = n.id
      WHERE (n.status, n.building_id, n.name, n.email, n.phone, n.staff_code)
        IS DISTINCT FROM (o.status, o.building_id, o.name, o.email, o.phone, o.staff_code) $r$)
      INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('shipper', $r$ SELECT 'delete'::text, o.id::text, live_ids(o.building_id::text),
      NULL::text, NULL::text[] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shippers_live_insert AFTER INSERT ON "shippers" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_shippers();--> statement-breakpoint
CREATE TRIGGER shippers_live_update AFTER UPDATE ON "shippers" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_shippers();--> statement-breakpoint
CREATE TRIGGER shippers_live_delete AFTER DELETE ON "shippers" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_shippers();
--> statement-breakpoint
-- Notifications: only those of the super admin's notification list, the ones staff send. The notices
-- the database writes to staff (send_type 'staff', the bell's: they come as inbox events) and the
-- notifications sent to one account (send_type 'account', a feedback's reply) are not on the list, so
-- their insert and delete would announce rows it never shows.
CREATE OR REPLACE FUNCTION public.live_notifications() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('notification', $r$ SELECT 'insert'::text AS op, n.id::text AS record_id,
      '{}'::text[] AS buildings, NULL::text AS status, NULL::text[] AS accounts FROM live_new n
      WHERE n.send_type NOT IN ('staff', 'account') $r$) INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('notification', $r$ SELECT 'delete'::text, o.id::text, '{}'::text[], NULL::text,
      NULL::text[] FROM live_old o WHERE o.send_type NOT IN ('staff', 'account') $r$)
      INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;
