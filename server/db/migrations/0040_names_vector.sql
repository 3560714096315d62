-- A listing's names and places as their own vector, indexed (decision 0065): the search level "names or
-- places have every word" is read through this index instead of rechecking the weights of every match.
ALTER TABLE "events" ADD COLUMN "names_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name_search, '') || ' ' || coalesce(place_search, ''))) STORED;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "names_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name_search, '') || ' ' || coalesce(place_search, ''))) STORED;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "names_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name_search, '') || ' ' || coalesce(place_search, ''))) STORED;--> statement-breakpoint
CREATE INDEX "events_names_vector_idx" ON "events" USING gin ("names_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "schools_names_vector_idx" ON "schools" USING gin ("names_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "teachers_names_vector_idx" ON "teachers" USING gin ("names_vector") WITH (fastupdate=false);