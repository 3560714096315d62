-- A counted view changes only a school's or teacher's `viewers`, every 2 s for the profiles just
-- visited. The public lists are ordered by it in memory now (directory-index.ts), so it needs no
-- index, and with free room on each page (fillfactor) such an update is HOT: it writes none of
-- the tables' other indexes (five of them GIN).
DROP INDEX "schools_viewers_idx";--> statement-breakpoint
DROP INDEX "teachers_viewers_idx";--> statement-breakpoint
ALTER TABLE "directory_changes" ADD COLUMN "viewers" integer;--> statement-breakpoint
ALTER TABLE "schools" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "teachers" SET (fillfactor = 70);--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): keep when regenerating this migration.
-- Such a view-only change is logged with the new count, so that each process patches the count it
-- holds instead of reading the listing and its profile again (directory-index.ts).
CREATE OR REPLACE FUNCTION "log_directory_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_ARGV[0] <> 'event' AND to_jsonb(OLD) - 'viewers' = to_jsonb(NEW) - 'viewers' THEN
    INSERT INTO directory_changes (kind, listing_id, viewers) VALUES (TG_ARGV[0], NEW.id, NEW.viewers);
  ELSE
    INSERT INTO directory_changes (kind, listing_id) VALUES (TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  END IF;
  RETURN NULL;
END $$;
