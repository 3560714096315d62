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
