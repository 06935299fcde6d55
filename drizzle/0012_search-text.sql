-- Trigram indexes for the text search (pg_trgm ships with PostgreSQL's contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- What the applications text search looks in: the startup's name, its one-liner and the value of
-- every answer, one per line. A match of text without a line break lies within one of them.
CREATE OR REPLACE FUNCTION application_search_text(name text, one_liner text, answers jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(E'\n', name, one_liner, (SELECT string_agg(value, E'\n') FROM jsonb_each_text(answers)))
$$;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "search_text" text GENERATED ALWAYS AS (application_search_text(startup_name, one_liner, answers)) STORED;--> statement-breakpoint
CREATE INDEX "application_search_text" ON "application" USING gin ("search_text" gin_trgm_ops);