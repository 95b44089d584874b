CREATE TABLE "search_count_generations" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_counts" (
	"brand_id" text NOT NULL,
	"filter_key" text NOT NULL,
	"generation" bigint NOT NULL,
	"n" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_counts_brand_id_filter_key_pk" PRIMARY KEY("brand_id","filter_key")
);
--> statement-breakpoint
-- ADR 0082: a change that can move a member into or out of a search bumps the brand's generation
-- in the same transaction, so no write path (signup, profile edit, moderation, deletion, the
-- console, a seed) can leave a stored search total standing.
CREATE FUNCTION "search_counts_bump"(brand text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_count_generations" ("brand_id", "generation") VALUES (brand, 1)
  ON CONFLICT ("brand_id") DO UPDATE SET "generation" = "search_count_generations"."generation" + 1
$$;--> statement-breakpoint
CREATE FUNCTION "search_counts_profiles_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_counts_bump"(b."brand_id") FROM (SELECT DISTINCT "brand_id" FROM "changed_profiles") b;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_insert" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS "changed_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_profiles_rows"();--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_delete" AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS "changed_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_profiles_rows"();--> statement-breakpoint
CREATE FUNCTION "search_counts_profile_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_counts_bump"(OLD."brand_id");
  IF NEW."brand_id" IS DISTINCT FROM OLD."brand_id" THEN
    PERFORM "search_counts_bump"(NEW."brand_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_update" AFTER UPDATE OF "brand_id", "gender", "country", "region", "date_of_birth", "status", "searchable" ON "profiles"
  FOR EACH ROW WHEN (
    (OLD."brand_id", OLD."gender", OLD."country", OLD."region", OLD."date_of_birth", OLD."status", OLD."searchable")
    IS DISTINCT FROM
    (NEW."brand_id", NEW."gender", NEW."country", NEW."region", NEW."date_of_birth", NEW."status", NEW."searchable")
  ) EXECUTE FUNCTION "search_counts_profile_updated"();--> statement-breakpoint
CREATE FUNCTION "search_counts_user_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_counts_bump"(p."brand_id") FROM "profiles" p WHERE p."user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_counts_update" AFTER UPDATE OF "status" ON "users"
  FOR EACH ROW WHEN ((OLD."status" = 'pending_deletion') IS DISTINCT FROM (NEW."status" = 'pending_deletion'))
  EXECUTE FUNCTION "search_counts_user_updated"();--> statement-breakpoint
-- TRUNCATE fires no row or statement DELETE trigger: it forgets every stored total instead.
CREATE FUNCTION "search_counts_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_search_counts_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_forget"();
--> statement-breakpoint
CREATE TRIGGER "search_count_generations_truncate" AFTER TRUNCATE ON "search_count_generations"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_forget"();
