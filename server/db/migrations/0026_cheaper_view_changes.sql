-- Hand-written (drizzle-kit does not generate triggers): keep when regenerating this migration.
-- A counted view is logged as a view-only change (0024). Telling one apart by turning both row
-- versions into jsonb cost more than the update itself (≈ 0.4 ms a row on the embedded database,
-- its search text and vector converted twice); comparing the rows as records, with the new count
-- copied into the old row, costs half as much and says the same.
CREATE OR REPLACE FUNCTION "log_directory_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: events have no view count, and OLD.viewers must not be read for them.
  IF TG_OP = 'UPDATE' AND TG_ARGV[0] <> 'event' THEN
    IF OLD.viewers IS DISTINCT FROM NEW.viewers THEN
      OLD.viewers := NEW.viewers;
      IF OLD IS NOT DISTINCT FROM NEW THEN
        INSERT INTO directory_changes (kind, listing_id, viewers) VALUES (TG_ARGV[0], NEW.id, NEW.viewers);
        RETURN NULL;
      END IF;
    END IF;
  END IF;
  INSERT INTO directory_changes (kind, listing_id) VALUES (TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
