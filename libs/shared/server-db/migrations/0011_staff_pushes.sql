ALTER TABLE "notifications" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "notification_recipients_account_id_created_at_idx" ON "notification_recipients" USING btree ("account_id","created_at" DESC NULLS FIRST,"notification_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_source_unique" ON "notifications" USING btree ("source") WHERE "notifications"."source" IS NOT NULL;--> statement-breakpoint
-- hand-written (staff pushes)
-- The residents' app writes pending transactions, feedback and residence requests straight into this
-- database, so the database itself tells the staff who may act on them (docs/decisions.md,
-- "Notifications", staff pushes): in the inserting transaction, one staff notice (a `notifications`
-- row, send_type 'staff', keyed by `source`), one inbox row per eligible staff member and one queued
-- Web Push (`push_jobs`) per web subscription of each of them. The API's push worker delivers them.
CREATE FUNCTION public.staff_new_id() RETURNS char(24)
  LANGUAGE sql VOLATILE AS $$
  SELECT lpad(to_hex(extract(epoch FROM clock_timestamp())::bigint), 8, '0')
    || substr(md5(random()::text || clock_timestamp()::text), 1, 16)
$$;--> statement-breakpoint
CREATE FUNCTION public.staff_html_text(p text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(coalesce(p, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')
$$;--> statement-breakpoint
-- The super admins, plus the operators who run the building (none when it is null).
CREATE FUNCTION public.staff_of_building(p_building char(24)) RETURNS char(24)[]
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}') FROM "accounts" a
  WHERE a.role = 0
     OR (a.role = 5 AND EXISTS (SELECT 1 FROM "account_buildings" b
                                WHERE b.account_id = a.id AND b.building_id = p_building))
$$;--> statement-breakpoint
-- One notice for the event `p_source` (nothing if it was already written): the notification, an
-- inbox row per recipient, a queued push per web subscription. Answers the notice's id, or null.
CREATE FUNCTION public.staff_notify(p_source text, p_title text, p_body text, p_url text,
    p_creator char(24), p_at timestamptz, p_recipients char(24)[]) RETURNS char(24)
  LANGUAGE plpgsql AS $$
DECLARE
  v_id char(24);
BEGIN
  IF p_recipients IS NULL OR cardinality(p_recipients) = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO "notifications" (id, title, content, type, display_on, send_type, creator_id, url, source, created_at)
  VALUES (staff_new_id(), p_title, '<p>' || staff_html_text(p_body) || '</p>', 0, '{}', 'staff',
          p_creator, p_url, p_source, coalesce(p_at, now()))
  ON CONFLICT (source) WHERE source IS NOT NULL DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "notification_recipients" (notification_id, account_id, created_at)
    SELECT DISTINCT v_id, r, coalesce(p_at, now()) FROM unnest(p_recipients) r;
  INSERT INTO "push_jobs" (id, push_token_id, payload)
    SELECT staff_new_id(), t.id, json_build_object('title', p_title, 'body', p_body, 'url', p_url)::text
    FROM "push_tokens" t
    WHERE t.device_type = 'web' AND t.account_id = ANY (p_recipients);
  RETURN v_id;
END;
$$;--> statement-breakpoint
-- A pending transaction: the super admins and the admins (the transaction routes' roles).
CREATE FUNCTION public.staff_notify_transaction(t public.transactions) RETURNS char(24)
  LANGUAGE plpgsql AS $$
DECLARE
  v_name text;
BEGIN
  SELECT name INTO v_name FROM "accounts" WHERE id = t.account_id;
  RETURN staff_notify(
    'transaction:' || t.id,
    'Giao dịch chờ xử lý',
    coalesce(v_name, '') || CASE WHEN t.type = 1 THEN ' yêu cầu rút ' ELSE ' yêu cầu nạp ' END
      || replace(to_char(t.amount, 'FM999,999,999,999,999,999'), ',', '.') || ' ₫ ('
      || t.transaction_code || ')',
    '/dashboard/transaction?status=0',
    t.account_id,
    t.created_at,
    (SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}') FROM "accounts" a WHERE a.role IN (0, 8)));
END;
$$;--> statement-breakpoint
-- New feedback: the super admins and the operators of its building (the feedback routes' roles).
CREATE FUNCTION public.staff_notify_feedback(f public.feedback) RETURNS char(24)
  LANGUAGE plpgsql AS $$
DECLARE
  v_building char(24);
  v_author text;
  v_building_name text;
BEGIN
  v_building := coalesce(f.building_id, (SELECT building_id FROM "apartments" WHERE id = f.apartment_id));
  SELECT name INTO v_author FROM "accounts" WHERE id = f.author_id;
  SELECT name INTO v_building_name FROM "buildings" WHERE id = v_building;
  RETURN staff_notify(
    'feedback:' || f.id,
    'Phản hồi mới',
    coalesce(v_author, '') || ': ' || f.title
      || coalesce(' (' || v_building_name || ')', ''),
    '/dashboard/feedback?status=0',
    f.author_id,
    f.created_at,
    staff_of_building(v_building));
END;
$$;--> statement-breakpoint
-- An account waiting for its residence to be approved (an apartment, not verified): the super
-- admins and the operators of its building (the account approval routes' roles). One notice per
-- request: the key carries the apartment and the requesting transaction's time.
CREATE FUNCTION public.staff_notify_account(a public.accounts, p_at timestamptz) RETURNS char(24)
  LANGUAGE plpgsql AS $$
DECLARE
  v_building char(24);
  v_place text;
BEGIN
  v_building := coalesce(a.building_id, (SELECT building_id FROM "apartments" WHERE id = a.apartment_id));
  SELECT p.name || coalesce(' · ' || b.name, '') INTO v_place
  FROM "apartments" p LEFT JOIN "buildings" b ON b.id = v_building
  WHERE p.id = a.apartment_id;
  RETURN staff_notify(
    'account:' || a.id || ':' || a.apartment_id || ':' || (extract(epoch FROM p_at) * 1000000)::bigint,
    'Tài khoản chờ duyệt',
    a.name || ' đăng ký căn hộ ' || coalesce(v_place, ''),
    '/dashboard/user?verify=1',
    a.id,
    p_at,
    staff_of_building(v_building));
END;
$$;--> statement-breakpoint
CREATE FUNCTION public.transactions_staff_push() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 0 AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 0) THEN
    PERFORM staff_notify_transaction(NEW);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER transactions_staff_push AFTER INSERT OR UPDATE OF status ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION public.transactions_staff_push();--> statement-breakpoint
CREATE FUNCTION public.feedback_staff_push() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 0 THEN
    PERFORM staff_notify_feedback(NEW);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER feedback_staff_push AFTER INSERT ON "feedback"
  FOR EACH ROW EXECUTE FUNCTION public.feedback_staff_push();--> statement-breakpoint
CREATE FUNCTION public.accounts_staff_push() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.apartment_id IS NOT NULL AND NOT NEW.verify
     AND (TG_OP = 'INSERT' OR OLD.apartment_id IS DISTINCT FROM NEW.apartment_id OR OLD.verify) THEN
    PERFORM staff_notify_account(NEW, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER accounts_staff_push AFTER INSERT OR UPDATE OF apartment_id, verify ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION public.accounts_staff_push();
