-- Search runs in the database only (docs/decisions/0033-search-in-the-database.md): the change log
-- that fed each process's in-memory index, and its triggers, go.
-- Hand-written (drizzle-kit does not generate triggers): keep when regenerating this migration.
DROP TRIGGER IF EXISTS "schools_directory_change" ON "schools";--> statement-breakpoint
DROP TRIGGER IF EXISTS "teachers_directory_change" ON "teachers";--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_directory_change" ON "events";--> statement-breakpoint
DROP TRIGGER IF EXISTS "school_ratings_directory_change" ON "school_ratings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "school_instructors_directory_change" ON "school_instructors";--> statement-breakpoint
DROP TRIGGER IF EXISTS "graduate_claims_directory_change" ON "graduate_claims";--> statement-breakpoint
DROP TRIGGER IF EXISTS "school_graduates_directory_change" ON "school_graduates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "school_gallery_directory_change" ON "school_gallery";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_rater_name_change" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "log_directory_change"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "log_school_part_change"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "log_graduate_claim_change"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "log_rater_change"();--> statement-breakpoint
DROP TABLE "directory_changes" CASCADE;--> statement-breakpoint
CREATE INDEX "schools_popular_idx" ON "schools" USING btree ("viewers" DESC NULLS FIRST,"id") WHERE "schools"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "teachers_popular_idx" ON "teachers" USING btree ("viewers" DESC NULLS FIRST,"id") WHERE "teachers"."status" = 'approved';
