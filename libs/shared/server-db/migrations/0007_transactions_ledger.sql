CREATE TABLE "account_ledger" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_id" char(24) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_ledger_balance_after_not_negative" CHECK ("account_ledger"."balance_after" >= 0),
	CONSTRAINT "account_ledger_kind" CHECK ("account_ledger"."kind" IN ('opening', 'deposit', 'withdraw'))
);
--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_ledger_account_id_created_at_idx" ON "account_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_ledger_transaction_id_unique" ON "account_ledger" USING btree ("transaction_id") WHERE "account_ledger"."transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_code_search_idx" ON "transactions" USING gin (lower(immutable_unaccent("transaction_code")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_content_search_idx" ON "transactions" USING gin (lower(immutable_unaccent("content")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_not_negative" CHECK ("accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_pending_not_negative" CHECK ("accounts"."balance_pending" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount" > 0);--> statement-breakpoint
-- hand-written (transactions)
-- The ledger is append-only: a row, once written, is never changed or removed (docs/decisions.md,
-- "Transactions"). A balance that existed before the ledger becomes one 'opening' row per account, so
-- that balance = sum(ledger) holds for every account from this migration on.
CREATE FUNCTION public.account_ledger_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER account_ledger_append_only BEFORE UPDATE OR DELETE ON "account_ledger"
  FOR EACH ROW EXECUTE FUNCTION public.account_ledger_append_only();--> statement-breakpoint
INSERT INTO "account_ledger" ("id", "account_id", "amount", "balance_after", "kind", "created_at")
  SELECT lpad(to_hex(extract(epoch FROM now())::int), 8, '0') || substr(md5(a.id || 'opening'), 1, 16),
         a.id, a.balance, a.balance, 'opening', now()
  FROM "accounts" a WHERE a.balance <> 0;
