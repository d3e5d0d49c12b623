-- Substring search without extensions, the same on PGlite and PostgreSQL: a text's grams are
-- its lower-cased characters and pairs of neighbouring characters; a keyword of two or more
-- characters is asked as its pairs, one character as itself. `text_grams(col) @> text_query_grams(kw)`
-- is served by a GIN index and is true for every row whose text contains the keyword (the
-- query keeps `ilike` for the exact test). pg_trgm would not serve two-character Chinese
-- keywords (no trigram), the common case.
CREATE OR REPLACE FUNCTION text_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, char_length(t)) AS i
    UNION ALL SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(t) - 1) AS i) AS s $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION text_query_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE WHEN char_length(t) < 2 THEN ARRAY[lower(t)] ELSE
   (SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}'::text[]) FROM generate_series(1, char_length(t) - 1) AS i) END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "works_name_grams_idx" ON "works" USING gin (text_grams("works_name"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_grams_idx" ON "users" USING gin (text_grams("name"));
