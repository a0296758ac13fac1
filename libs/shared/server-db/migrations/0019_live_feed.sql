-- hand-written (live feed, issue 28; docs/decisions/live.md)
-- Every insert, status change and delete of the rows staff work on writes a small event to
-- "live_events" in the changing transaction and, on commit, `pg_notify('live_events', '<first id>:<last id>')`
-- tells every listening API instance which ids to read. Statement-level triggers with transition
-- tables: one event row per changed row, one notification per statement; a statement that changes
-- more than 200 rows (an import, the seeder, a bulk action) writes one 'bulk' event instead, on which
-- the console reloads what it shows. Events carry ids, the kind, the operation, the buildings and the
-- new status; never names, amounts or contact data. `SET app.live_feed = 'off'` in a session mutes it.
CREATE FUNCTION public.live_ids(VARIADIC p text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') FROM unnest(p) x WHERE x IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION public.live_muted() RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.live_feed', true), '') = 'off'
$$;--> statement-breakpoint
-- The statement that writes the events of `p_rows` (a query over the trigger's transition tables
-- "live_new" / "live_old" answering op, record_id, buildings, status, accounts) and answers the first
-- and last event ids. Run with EXECUTE inside the trigger function, where the transition tables exist.
CREATE FUNCTION public.live_sql(p_kind text, p_rows text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH r (op, record_id, buildings, status, accounts) AS (%2$s),
    ev AS (
      INSERT INTO "live_events" (kind, op, record_id, buildings, status, accounts)
      SELECT %1$L, r.op, r.record_id, r.buildings, r.status, r.accounts FROM r
      WHERE (SELECT count(*) FROM r) <= 200
      UNION ALL
      SELECT %1$L, 'bulk', NULL,
        coalesce((SELECT array_agg(DISTINCT b) FROM r, unnest(r.buildings) b), '{}'),
        NULL,
        CASE WHEN bool_and(r.accounts IS NOT NULL)
          THEN (SELECT array_agg(DISTINCT x) FROM r, unnest(r.accounts) x) END
      FROM r HAVING count(*) > 200
      RETURNING id)
    SELECT min(id), max(id) FROM ev $q$, p_kind, p_rows)
$$;--> statement-breakpoint
CREATE FUNCTION public.live_announce(p_first bigint, p_last bigint) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF p_first IS NOT NULL THEN
    PERFORM pg_notify('live_events', p_first || ':' || p_last);
  END IF;
END;
$$;--> statement-breakpoint
-- Orders: a new order, a change of status, amounts, shipper or building, a deletion.
CREATE FUNCTION public.live_orders() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('order', $r$ SELECT 'insert'::text AS op, n.id::text AS record_id,
      live_ids(n.building_id::text) AS buildings, n.status::text AS status, NULL::text[] AS accounts
      FROM live_new n $r$) INTO v_first, v_last;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('order', $r$ SELECT 'update'::text, n.id::text,
      live_ids(n.building_id::text, o.building_id::text), n.status::text, NULL::text[]
      FROM live_new n JOIN live_old o ON o.id = n.id
      WHERE (n.status, n.sell_price, n.credit, n.prepaid, n.shipper_id, n.building_id, n.unpaid_reason, n.payment_method)
        IS DISTINCT FROM (o.status, o.sell_price, o.credit, o.prepaid, o.shipper_id, o.building_id, o.unpaid_reason, o.payment_method) $r$)
      INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('order', $r$ SELECT 'delete'::text, o.id::text, live_ids(o.building_id::text),
      NULL::text, NULL::text[] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Wallet transactions: a new request, a decision (status), a deletion. No building.
CREATE FUNCTION public.live_transactions() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('transaction', $r$ SELECT 'insert'::text AS op, n.id::text AS record_id,
      '{}'::text[] AS buildings, n.status::text AS status, NULL::text[] AS accounts FROM live_new n $r$)
      INTO v_first, v_last;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('transaction', $r$ SELECT 'update'::text, n.id::text, '{}'::text[], n.status::text,
      NULL::text[] FROM live_new n JOIN live_old o ON o.id = n.id
      WHERE (n.status, n.amount) IS DISTINCT FROM (o.status, o.amount) $r$) INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('transaction', $r$ SELECT 'delete'::text, o.id::text, '{}'::text[], NULL::text,
      NULL::text[] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Accounts: a registration, a change of residence, verification or role, a deletion. The status is
-- the derived verify state (0 no apartment, 1 pending, 2 verified); the building is the account's,
-- else its apartment's.
CREATE FUNCTION public.live_accounts() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('account', $r$ SELECT 'insert'::text AS op, n.id::text AS record_id,
      live_ids(coalesce(n.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = n.apartment_id))::text) AS buildings,
      (CASE WHEN n.apartment_id IS NULL THEN 0 WHEN NOT n.verify THEN 1 ELSE 2 END)::text AS status,
      NULL::text[] AS accounts FROM live_new n $r$) INTO v_first, v_last;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('account', $r$ SELECT 'update'::text, n.id::text,
      live_ids(coalesce(n.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = n.apartment_id))::text,
               coalesce(o.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = o.apartment_id))::text),
      (CASE WHEN n.apartment_id IS NULL THEN 0 WHEN NOT n.verify THEN 1 ELSE 2 END)::text, NULL::text[]
      FROM live_new n JOIN live_old o ON o.id = n.id
      WHERE (n.verify, n.apartment_id, n.building_id, n.role) IS DISTINCT FROM (o.verify, o.apartment_id, o.building_id, o.role) $r$)
      INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('account', $r$ SELECT 'delete'::text, o.id::text,
      live_ids(coalesce(o.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = o.apartment_id))::text),
      NULL::text, NULL::text[] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Feedback: a new one, a change of status, a deletion; its building, else its apartment's.
CREATE FUNCTION public.live_feedback() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('feedback', $r$ SELECT 'insert'::text AS op, n.id::text AS record_id,
      live_ids(coalesce(n.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = n.apartment_id))::text) AS buildings,
      n.status::text AS status, NULL::text[] AS accounts FROM live_new n $r$) INTO v_first, v_last;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('feedback', $r$ SELECT 'update'::text, n.id::text,
      live_ids(coalesce(n.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = n.apartment_id))::text,
               coalesce(o.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = o.apartment_id))::text),
      n.status::text, NULL::text[] FROM live_new n JOIN live_old o ON o.id = n.id
      WHERE (n.status, n.building_id, n.apartment_id) IS DISTINCT FROM (o.status, o.building_id, o.apartment_id) $r$)
      INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('feedback', $r$ SELECT 'delete'::text, o.id::text,
      live_ids(coalesce(o.building_id, (SELECT p.building_id FROM "apartments" p WHERE p.id = o.apartment_id))::text),
      NULL::text, NULL::text[] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A shop in a building: a request to sell there, its approval (status), its removal. The record is the shop.
CREATE FUNCTION public.live_shop_buildings() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('shop', $r$ SELECT 'insert'::text AS op, n.shop_id::text AS record_id,
      live_ids(n.building_id::text) AS buildings, n.status AS status, NULL::text[] AS accounts
      FROM live_new n $r$) INTO v_first, v_last;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('shop', $r$ SELECT 'update'::text, n.shop_id::text, live_ids(n.building_id::text),
      n.status, NULL::text[] FROM live_new n
      JOIN live_old o ON o.shop_id = n.shop_id AND o.building_id = n.building_id
      WHERE n.status IS DISTINCT FROM o.status $r$) INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('shop', $r$ SELECT 'delete'::text, o.shop_id::text, live_ids(o.building_id::text),
      NULL::text, NULL::text[] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Notifications (the super admin's list): a new one, a deletion.
CREATE FUNCTION public.live_notifications() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('notification', $r$ SELECT 'insert'::text AS op, n.id::text AS record_id,
      '{}'::text[] AS buildings, NULL::text AS status, NULL::text[] AS accounts FROM live_new n $r$)
      INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('notification', $r$ SELECT 'delete'::text, o.id::text, '{}'::text[], NULL::text,
      NULL::text[] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The staff's inboxes (the bell): a notice received, read, removed; only to its staff recipients.
-- One event per notification, addressed to the staff accounts among its recipients.
CREATE FUNCTION public.live_inbox() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('inbox', $r$ SELECT 'insert'::text AS op, n.notification_id::text AS record_id,
      '{}'::text[] AS buildings, 'unread'::text AS status, array_agg(n.account_id::text) AS accounts
      FROM live_new n JOIN "accounts" a ON a.id = n.account_id AND a.role IN (0, 5, 8)
      GROUP BY n.notification_id $r$) INTO v_first, v_last;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('inbox', $r$ SELECT 'update'::text, n.notification_id::text, '{}'::text[],
      CASE WHEN n.read_at IS NULL THEN 'unread' ELSE 'read' END, array_agg(n.account_id::text)
      FROM live_new n JOIN live_old o ON o.notification_id = n.notification_id AND o.account_id = n.account_id
      JOIN "accounts" a ON a.id = n.account_id AND a.role IN (0, 5, 8)
      WHERE (n.read_at IS NULL) IS DISTINCT FROM (o.read_at IS NULL)
      GROUP BY n.notification_id, n.read_at IS NULL $r$) INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('inbox', $r$ SELECT 'delete'::text, o.notification_id::text, '{}'::text[], NULL::text,
      array_agg(o.account_id::text) FROM live_old o
      WHERE EXISTS (SELECT 1 FROM "accounts" a WHERE a.id = o.account_id AND a.role IN (0, 5, 8))
      GROUP BY o.notification_id $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Sessions (never sent to a browser): a revoked or removed session closes its streams on every
-- API instance at once.
CREATE FUNCTION public.live_sessions() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    EXECUTE live_sql('session', $r$ SELECT 'update'::text AS op, n.id::text AS record_id,
      '{}'::text[] AS buildings, 'revoked'::text AS status, ARRAY[n.account_id::text] AS accounts
      FROM live_new n JOIN live_old o ON o.id = n.id
      WHERE n.revoked_at IS NOT NULL AND o.revoked_at IS NULL $r$) INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('session', $r$ SELECT 'delete'::text, o.id::text, '{}'::text[], 'revoked'::text,
      ARRAY[o.account_id::text] FROM live_old o $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An operator's buildings (never sent to a browser): its streams re-read their scope.
CREATE FUNCTION public.live_account_buildings() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  v_first bigint;
  v_last bigint;
BEGIN
  IF live_muted() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE live_sql('access', $r$ SELECT 'insert'::text AS op, n.account_id::text AS record_id,
      '{}'::text[] AS buildings, NULL::text AS status, ARRAY[n.account_id::text] AS accounts
      FROM live_new n GROUP BY n.account_id $r$) INTO v_first, v_last;
  ELSE
    EXECUTE live_sql('access', $r$ SELECT 'delete'::text, o.account_id::text, '{}'::text[], NULL::text,
      ARRAY[o.account_id::text] FROM live_old o GROUP BY o.account_id $r$) INTO v_first, v_last;
  END IF;
  PERFORM live_announce(v_first, v_last);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_live_insert AFTER INSERT ON "orders" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_orders();--> statement-breakpoint
CREATE TRIGGER orders_live_update AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_orders();--> statement-breakpoint
CREATE TRIGGER orders_live_delete AFTER DELETE ON "orders" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_orders();--> statement-breakpoint
CREATE TRIGGER transactions_live_insert AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_transactions();--> statement-breakpoint
CREATE TRIGGER transactions_live_update AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_transactions();--> statement-breakpoint
CREATE TRIGGER transactions_live_delete AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_transactions();--> statement-breakpoint
CREATE TRIGGER accounts_live_insert AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_accounts();--> statement-breakpoint
CREATE TRIGGER accounts_live_update AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_accounts();--> statement-breakpoint
CREATE TRIGGER accounts_live_delete AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_accounts();--> statement-breakpoint
CREATE TRIGGER feedback_live_insert AFTER INSERT ON "feedback" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_feedback();--> statement-breakpoint
CREATE TRIGGER feedback_live_update AFTER UPDATE ON "feedback" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_feedback();--> statement-breakpoint
CREATE TRIGGER feedback_live_delete AFTER DELETE ON "feedback" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_feedback();--> statement-breakpoint
CREATE TRIGGER shop_buildings_live_insert AFTER INSERT ON "shop_buildings" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_shop_buildings();--> statement-breakpoint
CREATE TRIGGER shop_buildings_live_update AFTER UPDATE ON "shop_buildings" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_shop_buildings();--> statement-breakpoint
CREATE TRIGGER shop_buildings_live_delete AFTER DELETE ON "shop_buildings" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_shop_buildings();--> statement-breakpoint
CREATE TRIGGER notifications_live_insert AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_notifications();--> statement-breakpoint
CREATE TRIGGER notifications_live_delete AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_notifications();--> statement-breakpoint
CREATE TRIGGER notification_recipients_live_insert AFTER INSERT ON "notification_recipients" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_inbox();--> statement-breakpoint
CREATE TRIGGER notification_recipients_live_update AFTER UPDATE ON "notification_recipients" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_inbox();--> statement-breakpoint
CREATE TRIGGER notification_recipients_live_delete AFTER DELETE ON "notification_recipients" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_inbox();--> statement-breakpoint
CREATE TRIGGER refresh_sessions_live_update AFTER UPDATE ON "refresh_sessions" REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_sessions();--> statement-breakpoint
CREATE TRIGGER refresh_sessions_live_delete AFTER DELETE ON "refresh_sessions" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_sessions();--> statement-breakpoint
CREATE TRIGGER account_buildings_live_insert AFTER INSERT ON "account_buildings" REFERENCING NEW TABLE AS live_new
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_account_buildings();--> statement-breakpoint
CREATE TRIGGER account_buildings_live_delete AFTER DELETE ON "account_buildings" REFERENCING OLD TABLE AS live_old
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_account_buildings();
