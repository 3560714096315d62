CREATE INDEX "school_ratings_user_idx" ON "school_ratings" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): keep when regenerating this migration.
-- Each process keeps the first page of every school's comments with their authors' names
-- (school-comments.queries.ts): a member's new name is a change of every school they rated.
CREATE OR REPLACE FUNCTION "log_rater_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (kind, listing_id) SELECT DISTINCT 'school', school_id FROM school_ratings WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_rater_name_change" AFTER UPDATE OF "username", "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD."username" IS DISTINCT FROM NEW."username" OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "log_rater_change"();
