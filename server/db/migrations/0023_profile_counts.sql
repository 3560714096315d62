-- A school's profile (kept in memory, schools.queries.ts) also counts its graduates and gallery
-- pictures, so that a profile without them needs no query for them. Their changes are logged as
-- changes of the school, as ratings and instructors are (0022).
CREATE TRIGGER "school_graduates_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "school_graduates" FOR EACH ROW EXECUTE FUNCTION log_school_part_change();
--> statement-breakpoint
CREATE TRIGGER "school_gallery_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "school_gallery" FOR EACH ROW EXECUTE FUNCTION log_school_part_change();
