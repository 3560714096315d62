-- Registry cards (docs/decisions/0036-registry-cards.md): every school and teacher gets a code for its
-- card's QR and /verify/{code}. Ten Crockford base-32 characters (no I, L, O, U) from ten bytes of a
-- version-4 UUID, which PostgreSQL draws from its strong random source; the version and variant
-- bytes (6 and 8) are skipped, and 256 is a multiple of 32, so each character is uniform: 50 bits.
-- A volatile default is evaluated per row, so adding the column gives every existing row its own code.
-- Hand-written function (drizzle-kit does not generate functions): keep when regenerating.
CREATE OR REPLACE FUNCTION "new_registry_code"() RETURNS varchar LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(b, i) % 32 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) AS r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12]) AS i
$$;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "registry_code" varchar(10) DEFAULT new_registry_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "registry_code" varchar(10) DEFAULT new_registry_code() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_registry_code_idx" ON "schools" USING btree ("registry_code");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_registry_code_idx" ON "teachers" USING btree ("registry_code");