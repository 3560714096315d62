-- Thai and Chinese are written without spaces, and a two-letter query (清迈, 曼谷) has no trigram:
-- pg_trgm cannot use its index for it and every listing was read. Each pair of letters of the
-- unspaced scripts (the ranges of UNSPACED in server/lib/search-text.ts) is kept and indexed.
-- Hand-written function (drizzle-kit does not generate functions): keep when regenerating.
CREATE OR REPLACE FUNCTION "unspaced_bigrams"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(run[1], i, 2)), '{}')
  FROM regexp_matches(t, '([\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF]{2,})', 'g') AS run,
    generate_series(1, length(run[1]) - 1) AS i
$$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_pairs" text[] GENERATED ALWAYS AS (unspaced_bigrams(search_text)) STORED;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_pairs" text[] GENERATED ALWAYS AS (unspaced_bigrams(search_text)) STORED;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "search_pairs" text[] GENERATED ALWAYS AS (unspaced_bigrams(search_text)) STORED;--> statement-breakpoint
CREATE INDEX "events_search_pairs_idx" ON "events" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "schools_search_pairs_idx" ON "schools" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "teachers_search_pairs_idx" ON "teachers" USING gin ("search_pairs");