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
-- Calibrated scores (docs/decisions/0049). A rating's contribution to its rater's tendency: when
-- someone else in the organisation rated the same application, the rating counts as shared and
-- each dimension adds its score less the application's mean score (exact numeric arithmetic, so
-- what is added once is taken away exactly). The sums of these contributions, per rater and month,
-- are kept in "rating_tendency" by statement triggers on "application_rating": each statement
-- takes away the contributions of the affected applications' ratings as they were before it and
-- adds them as they are after it.
CREATE FUNCTION "rating_score"(scores jsonb, dimension text) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(scores -> dimension) = 'number' THEN (scores ->> dimension)::numeric END
$$;--> statement-breakpoint
-- Applications' ratings are counted one statement at a time per application: a statement waits
-- for any other writing the same application's ratings to commit, then reads them afresh (each
-- statement of a READ COMMITTED transaction reads what is committed when it begins). A snapshot
-- kept for a whole transaction could not see a rating committed while it waited, so ratings are
-- written at READ COMMITTED, PostgreSQL's default and the app's. A statement over a few
-- applications locks each of them (and shares the lock of all of them); one over many (a backfill,
-- a bulk change in SQL) takes the lock of all of them alone, as a lock each would exhaust
-- PostgreSQL's lock table.
CREATE FUNCTION "rating_tendency_lock"(applications uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'Ratings are written at READ COMMITTED, so that rating tendencies stay exact.'
      USING ERRCODE = 'serialization_failure';
  END IF;
  IF cardinality(applications) > 64 THEN
    PERFORM pg_advisory_xact_lock(4050, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(4050, 0);
    PERFORM pg_advisory_xact_lock(4049, hashtext(a::text))
      FROM unnest(applications) AS a ORDER BY hashtext(a::text);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_shift"(before_rows "application_rating"[], after_ids uuid[])
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  raters text[];
BEGIN
  WITH affected AS (
    SELECT application_id FROM unnest(before_rows)
    UNION
    SELECT application_id FROM "application_rating" WHERE id = ANY(after_ids)
  ),
  now_rows AS (
    SELECT r.* FROM "application_rating" r
    WHERE r.application_id IN (SELECT application_id FROM affected)
  ),
  states AS (
    SELECT 1 AS sign, * FROM now_rows
    UNION ALL
    SELECT -1, * FROM now_rows WHERE id <> ALL(after_ids)
    UNION ALL
    SELECT -1, * FROM unnest(before_rows)
  ),
  contributions AS (
    SELECT sign, investor_org_id, user_id,
      date_trunc('month', updated_at AT TIME ZONE 'UTC')::date AS month,
      CASE WHEN count(*) OVER w > 1 THEN 1 ELSE 0 END AS shared,
      coalesce(rating_score(scores, 'team') - avg(rating_score(scores, 'team')) OVER w, 0) AS team,
      coalesce(rating_score(scores, 'market') - avg(rating_score(scores, 'market')) OVER w, 0)
        AS market,
      coalesce(rating_score(scores, 'product') - avg(rating_score(scores, 'product')) OVER w, 0)
        AS product,
      coalesce(rating_score(scores, 'traction') - avg(rating_score(scores, 'traction')) OVER w, 0)
        AS traction,
      coalesce(rating_score(scores, 'fit') - avg(rating_score(scores, 'fit')) OVER w, 0) AS fit
    FROM states
    WHERE investor_org_id IS NOT NULL
    WINDOW w AS (PARTITION BY sign, application_id)
  ),
  shifted AS (
    INSERT INTO "rating_tendency" AS t
      (investor_org_id, user_id, month, shared, team, market, product, traction, fit)
    SELECT investor_org_id, user_id, month, sum(sign * shared), sum(sign * shared * team),
      sum(sign * shared * market), sum(sign * shared * product), sum(sign * shared * traction),
      sum(sign * shared * fit)
    FROM contributions
    GROUP BY investor_org_id, user_id, month
    HAVING sum(sign * shared) <> 0 OR sum(sign * shared * team) <> 0
      OR sum(sign * shared * market) <> 0 OR sum(sign * shared * product) <> 0
      OR sum(sign * shared * traction) <> 0 OR sum(sign * shared * fit) <> 0
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
  -- A rater with no shared rating left in a month adds nothing: their row goes.
  IF orgs IS NOT NULL THEN
    DELETE FROM "rating_tendency"
    WHERE investor_org_id = ANY(orgs) AND user_id = ANY(raters) AND shared = 0;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_tendency_lock(array(SELECT DISTINCT application_id FROM new_rows));
  PERFORM rating_tendency_shift('{}', array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_tendency_lock(array(
    SELECT application_id FROM old_rows UNION SELECT application_id FROM new_rows));
  PERFORM rating_tendency_shift(array(SELECT o::"application_rating" FROM old_rows o), array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_tendency_lock(array(SELECT DISTINCT application_id FROM old_rows));
  PERFORM rating_tendency_shift(array(SELECT o::"application_rating" FROM old_rows o), '{}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_tendency_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
-- overall sum and raters of its ratings: both sides from an index alone.
CREATE INDEX "application_rating_by_rater" ON "application_rating" ("user_id", "investor_org_id")
  INCLUDE ("application_id");--> statement-breakpoint
CREATE INDEX "application_rating_sums" ON "application_rating" ("application_id")
  INCLUDE ("user_id", "overall");--> statement-breakpoint
-- The ratings already given.
SELECT "rating_tendency_shift"('{}', array(SELECT id FROM "application_rating"));
