CREATE TABLE "directory_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"listing_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_changes_changed_at_idx" ON "directory_changes" USING btree ("changed_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): keep when regenerating this migration.
CREATE OR REPLACE FUNCTION "log_directory_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (kind, listing_id) VALUES (TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "schools_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "schools" FOR EACH ROW EXECUTE FUNCTION log_directory_change('school');
--> statement-breakpoint
CREATE TRIGGER "teachers_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "teachers" FOR EACH ROW EXECUTE FUNCTION log_directory_change('teacher');
--> statement-breakpoint
CREATE TRIGGER "events_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION log_directory_change('event');
