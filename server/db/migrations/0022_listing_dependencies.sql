-- A listing's card and profile also show what other tables hold: a school's ratings and instructors,
-- a teacher's certification (a confirmed graduate claim). Changes there are logged as changes of the listing, so the search
-- index's cached cards (directory-index.ts) are read again.
CREATE OR REPLACE FUNCTION "log_school_part_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (kind, listing_id) VALUES ('school', CASE WHEN TG_OP = 'DELETE' THEN OLD.school_id ELSE NEW.school_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "school_ratings_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "school_ratings" FOR EACH ROW EXECUTE FUNCTION log_school_part_change();
--> statement-breakpoint
CREATE TRIGGER "school_instructors_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "school_instructors" FOR EACH ROW EXECUTE FUNCTION log_school_part_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_graduate_claim_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (kind, listing_id)
  SELECT 'teacher', t.id FROM teachers t WHERE t.user_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "graduate_claims_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "graduate_claims" FOR EACH ROW EXECUTE FUNCTION log_graduate_claim_change();
