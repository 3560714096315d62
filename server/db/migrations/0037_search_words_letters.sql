-- Misspellings are corrected against words, not codes: registration numbers and their parts
-- ("wya-t112700", "t112700") were 86 % of search_words at 80,000 listings, and their shared trigrams
-- ("  t", " t1") made every nearest-word lookup of a query word starting with that letter read tens
-- of thousands of index entries (10–20 ms a word; ≈ 1 ms without them). Codes stay searchable by
-- full text; only the list of words to correct against leaves them out.
CREATE OR REPLACE FUNCTION "collect_search_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT DISTINCT w.lexeme FROM "added", unnest("added"."search_vector") AS w
    WHERE length(w.lexeme) <= 60 AND w.lexeme !~ '[0-9]' ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collect_search_words_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT w.lexeme FROM unnest(NEW."search_vector") AS w
    WHERE length(w.lexeme) <= 60 AND w.lexeme !~ '[0-9]' ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "search_words" WHERE "word" ~ '[0-9]';
