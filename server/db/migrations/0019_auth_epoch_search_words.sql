CREATE TABLE "auth_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "epoch") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_auth_epoch_if_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "gone") THEN
    UPDATE "auth_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "oauth_tokens_revoked" AFTER DELETE ON "oauth_tokens" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch_if_deleted"();--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OF "is_active", "is_staff" ON "users" FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."is_staff" IS DISTINCT FROM NEW."is_staff") EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "users_removed" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch_if_deleted"();
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collect_search_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT DISTINCT w.lexeme FROM "added", unnest("added"."search_vector") AS w WHERE length(w.lexeme) <= 60 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collect_search_words_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT w.lexeme FROM unnest(NEW."search_vector") AS w WHERE length(w.lexeme) <= 60 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schools_search_words_added" AFTER INSERT ON "schools" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words_inserted"();--> statement-breakpoint
CREATE TRIGGER "teachers_search_words_added" AFTER INSERT ON "teachers" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words_inserted"();--> statement-breakpoint
CREATE TRIGGER "events_search_words_added" AFTER INSERT ON "events" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words_inserted"();--> statement-breakpoint
CREATE TRIGGER "schools_search_words_changed" AFTER UPDATE OF "search_text" ON "schools" FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "collect_search_words_updated"();--> statement-breakpoint
CREATE TRIGGER "teachers_search_words_changed" AFTER UPDATE OF "search_text" ON "teachers" FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "collect_search_words_updated"();--> statement-breakpoint
CREATE TRIGGER "events_search_words_changed" AFTER UPDATE OF "search_text" ON "events" FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "collect_search_words_updated"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT "word" FROM ts_stat('SELECT search_vector FROM schools UNION ALL SELECT search_vector FROM teachers UNION ALL SELECT search_vector FROM events') WHERE length("word") <= 60
  ON CONFLICT DO NOTHING;
