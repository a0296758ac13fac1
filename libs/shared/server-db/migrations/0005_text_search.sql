-- Accent- and case-insensitive text search (docs/decisions.md, "Text search").
-- Hand-written part (drizzle-kit cannot express extensions or functions): the two extensions and
-- immutable_unaccent. unaccent(text) is only STABLE (its dictionary could be changed), so no index may
-- use it; naming the dictionary and the schema makes the result fixed, so the wrapper is IMMUTABLE, and
-- it works under any search_path (pg_restore runs with an empty one). unaccent.rules maps đ/Đ to d.
-- The trigram indexes below are generated from the schema (searchIndex in schema/columns.ts).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);--> statement-breakpoint
CREATE INDEX "buildings_name_search_idx" ON "buildings" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_address_search_idx" ON "buildings" USING gin (lower(immutable_unaccent("address")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_host_search_idx" ON "buildings" USING gin (lower(immutable_unaccent("host")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_name_search_idx" ON "accounts" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_search_idx" ON "accounts" USING gin (lower(immutable_unaccent("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_phone_search_idx" ON "accounts" USING gin (lower(immutable_unaccent("phone")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_name_search_idx" ON "shops" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_phone_search_idx" ON "shops" USING gin (lower(immutable_unaccent("phone")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shippers_name_search_idx" ON "shippers" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shippers_email_search_idx" ON "shippers" USING gin (lower(immutable_unaccent("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shippers_phone_search_idx" ON "shippers" USING gin (lower(immutable_unaccent("phone")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shippers_staff_code_search_idx" ON "shippers" USING gin (lower(immutable_unaccent("staff_code")) gin_trgm_ops);
