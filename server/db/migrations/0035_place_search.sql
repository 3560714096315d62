-- Names and places ranked above descriptions (decision 0055): each listing keeps its places in
-- place_search, and its search vector gives its names and places weight A. The vector is generated,
-- so it is dropped and added again (with its index); `npm run manage -- reindex-search` fills
-- place_search for listings saved before this migration (until then they rank as before).
ALTER TABLE "events" ADD COLUMN "place_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "place_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "place_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name_search, '') || ' ' || coalesce(place_search, '')), 'A') || to_tsvector('simple'::regconfig, coalesce(search_text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "schools" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name_search, '') || ' ' || coalesce(place_search, '')), 'A') || to_tsvector('simple'::regconfig, coalesce(search_text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name_search, '') || ' ' || coalesce(place_search, '')), 'A') || to_tsvector('simple'::regconfig, coalesce(search_text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "schools_search_vector_idx" ON "schools" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "teachers_search_vector_idx" ON "teachers" USING gin ("search_vector");
