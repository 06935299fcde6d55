-- Calibrated scores (docs/decisions/0049). A rating's score on a dimension, and the sum of its five
-- scores; a missing or non-numeric score (only hand-written SQL can leave one) is no score, and
-- counts 0 in the sum.
CREATE FUNCTION "rating_score"(scores jsonb, dimension text) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(scores -> dimension) = 'number' THEN (scores ->> dimension)::numeric END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_total"(scores jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  -- Built-in functions only: a restore computes the stored column with an empty search path.
  SELECT round(
    CASE WHEN jsonb_typeof(scores -> 'team') = 'number' THEN (scores ->> 'team')::numeric ELSE 0 END
    + CASE WHEN jsonb_typeof(scores -> 'market') = 'number' THEN (scores ->> 'market')::numeric ELSE 0 END
    + CASE WHEN jsonb_typeof(scores -> 'product') = 'number' THEN (scores ->> 'product')::numeric ELSE 0 END
    + CASE WHEN jsonb_typeof(scores -> 'traction') = 'number' THEN (scores ->> 'traction')::numeric ELSE 0 END
    + CASE WHEN jsonb_typeof(scores -> 'fit') = 'number' THEN (scores ->> 'fit')::numeric ELSE 0 END
  )::integer
$$;--> statement-breakpoint
CREATE TABLE "rating_contribution" (
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"month" date NOT NULL,
	"shared" integer NOT NULL,
	"team" numeric NOT NULL,
	"market" numeric NOT NULL,
	"product" numeric NOT NULL,
	"traction" numeric NOT NULL,
	"fit" numeric NOT NULL,
	CONSTRAINT "rating_contribution_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rating_tendency" (
	"investor_org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"shared" integer NOT NULL,
	"team" numeric NOT NULL,
	"market" numeric NOT NULL,
	"product" numeric NOT NULL,
	"traction" numeric NOT NULL,
	"fit" numeric NOT NULL,
	CONSTRAINT "rating_tendency_investor_org_id_user_id_month_pk" PRIMARY KEY("investor_org_id","user_id","month")
);
--> statement-breakpoint
ALTER TABLE "application_rating" ADD COLUMN "score_total" integer GENERATED ALWAYS AS (rating_total("scores")) STORED;
--> statement-breakpoint
-- A rating's contribution to its rater's tendency: when someone else in the organisation rated
-- the same application, the rating counts as shared and each dimension adds its score less the
-- application's mean score (exact numeric arithmetic). "rating_contribution" holds each rating's
-- current contribution; "rating_tendency" their sums per rater and month. A statement's triggers
-- compute its applications' contributions afresh from the ratings as they are, add the difference
-- from the kept ones to the sums and replace them: a second trigger of the same statement (an
-- upsert fires INSERT's and UPDATE's) finds nothing left to add.
--
-- Applications' ratings are counted one at a time: a statement first waits for any other
-- transaction writing ratings of the same applications (an advisory lock per application, spread
-- over 256 keys so that a statement over thousands of applications holds at most 256 locks), then
-- reads them afresh, as each statement of a READ COMMITTED transaction reads what is committed when
-- it begins. A snapshot kept for a whole transaction could not see a rating committed while it
-- waited, so ratings are written at READ COMMITTED, PostgreSQL's default and the app's.
CREATE FUNCTION "rating_tendency_refresh"(applications uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  raters text[];
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'Ratings are written at READ COMMITTED, so that rating tendencies stay exact.'
      USING ERRCODE = 'serialization_failure';
  END IF;
  PERFORM pg_advisory_xact_lock(4049, key)
    FROM (SELECT DISTINCT hashtext(a::text) & 255 AS key FROM unnest(applications) AS a) AS keys
    ORDER BY key;
  -- The kept contributions go, the fresh ones are counted against them.
  WITH stale AS (
    DELETE FROM "rating_contribution" WHERE application_id = ANY(applications) RETURNING *
  ),
  fresh AS (
    SELECT * FROM rating_contributions_of(applications)
  ),
  shifted AS (
    INSERT INTO "rating_tendency" AS t
      (investor_org_id, user_id, month, shared, team, market, product, traction, fit)
    SELECT investor_org_id, user_id, month, sum(sign * shared), sum(sign * team),
      sum(sign * market), sum(sign * product), sum(sign * traction), sum(sign * fit)
    FROM (
      SELECT 1 AS sign, investor_org_id, user_id, month, shared, team, market, product, traction, fit
      FROM fresh
      UNION ALL
      SELECT -1, investor_org_id, user_id, month, shared, team, market, product, traction, fit
      FROM stale
    ) AS changes
    GROUP BY investor_org_id, user_id, month
    HAVING sum(sign * shared) <> 0 OR sum(sign * team) <> 0 OR sum(sign * market) <> 0
      OR sum(sign * product) <> 0 OR sum(sign * traction) <> 0 OR sum(sign * fit) <> 0
    ORDER BY investor_org_id, user_id, month
    ON CONFLICT (investor_org_id, user_id, month) DO UPDATE SET
      shared = t.shared + excluded.shared, team = t.team + excluded.team,
      market = t.market + excluded.market, product = t.product + excluded.product,
      traction = t.traction + excluded.traction, fit = t.fit + excluded.fit
    RETURNING t.investor_org_id, t.user_id, t.shared
  )
  SELECT array_agg(DISTINCT investor_org_id) FILTER (WHERE shared = 0),
    array_agg(DISTINCT user_id) FILTER (WHERE shared = 0)
  INTO orgs, raters FROM shifted;
  INSERT INTO "rating_contribution" SELECT * FROM rating_contributions_of(applications);
  -- A rater with no shared rating left in a month adds nothing: their row goes.
  IF orgs IS NOT NULL THEN
    DELETE FROM "rating_tendency"
    WHERE investor_org_id = ANY(orgs) AND user_id = ANY(raters) AND shared = 0;
  END IF;
END
$$;--> statement-breakpoint
-- The contributions of the applications' ratings as they are now (only shared ones count).
CREATE FUNCTION "rating_contributions_of"(applications uuid[]) RETURNS SETOF "rating_contribution"
  LANGUAGE sql STABLE AS $$
  SELECT application_id, user_id, investor_org_id,
    date_trunc('month', updated_at AT TIME ZONE 'UTC')::date,
    CASE WHEN n > 1 THEN 1 ELSE 0 END,
    CASE WHEN n > 1 THEN coalesce(team - avg_team, 0) ELSE 0 END,
    CASE WHEN n > 1 THEN coalesce(market - avg_market, 0) ELSE 0 END,
    CASE WHEN n > 1 THEN coalesce(product - avg_product, 0) ELSE 0 END,
    CASE WHEN n > 1 THEN coalesce(traction - avg_traction, 0) ELSE 0 END,
    CASE WHEN n > 1 THEN coalesce(fit - avg_fit, 0) ELSE 0 END
  FROM (
    SELECT application_id, user_id, investor_org_id, updated_at, count(*) OVER w AS n,
      rating_score(scores, 'team') AS team, avg(rating_score(scores, 'team')) OVER w AS avg_team,
      rating_score(scores, 'market') AS market,
      avg(rating_score(scores, 'market')) OVER w AS avg_market,
      rating_score(scores, 'product') AS product,
      avg(rating_score(scores, 'product')) OVER w AS avg_product,
      rating_score(scores, 'traction') AS traction,
      avg(rating_score(scores, 'traction')) OVER w AS avg_traction,
      rating_score(scores, 'fit') AS fit, avg(rating_score(scores, 'fit')) OVER w AS avg_fit
    FROM "application_rating"
    WHERE application_id = ANY(applications) AND investor_org_id IS NOT NULL
    WINDOW w AS (PARTITION BY application_id)
  ) AS rated
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_tendency_refresh(array(SELECT DISTINCT application_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_tendency_refresh(array(
    SELECT application_id FROM old_rows UNION SELECT application_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_tendency_refresh(array(SELECT DISTINCT application_id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "rating_contribution";
  DELETE FROM "rating_tendency";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_rating_tendency_insert" AFTER INSERT ON "application_rating"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_tendency_after_insert"();--> statement-breakpoint
CREATE TRIGGER "application_rating_tendency_update" AFTER UPDATE ON "application_rating"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_tendency_after_update"();--> statement-breakpoint
CREATE TRIGGER "application_rating_tendency_delete" AFTER DELETE ON "application_rating"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_tendency_after_delete"();--> statement-breakpoint
CREATE TRIGGER "application_rating_tendency_truncate" AFTER TRUNCATE ON "application_rating"
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_tendency_after_truncate"();--> statement-breakpoint
-- The list sorted by calibrated score reads, for each application its viewer rated, the count,
-- score sum and raters of its ratings: both sides from an index alone.
CREATE INDEX "application_rating_by_rater" ON "application_rating" ("user_id", "investor_org_id")
  INCLUDE ("application_id");--> statement-breakpoint
CREATE INDEX "application_rating_sums" ON "application_rating" ("application_id")
  INCLUDE ("user_id", "score_total", "overall");--> statement-breakpoint
-- The ratings already given.
SELECT "rating_tendency_refresh"(array(SELECT DISTINCT application_id FROM "application_rating"));
