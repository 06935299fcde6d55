-- The search index keeps each application's rating sums (docs/decisions/0049), so a change to a
-- rating, whoever makes it, stamps its application as any change to the application does
-- (drizzle/0028): the index's catch-up then reads the row again with its ratings. These triggers
-- are named to fire after the tendency's (same statement, names in order), which first wait for
-- any other transaction writing ratings of the same applications: rating writers reach the
-- applications' rows one at a time, in the same order.
CREATE FUNCTION "stamp_rated_applications"(applications uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "application" SET changed_xid = pg_current_xact_id() WHERE id = ANY(applications)
$$;--> statement-breakpoint
CREATE FUNCTION "rating_stamp_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_rated_applications(array(SELECT DISTINCT application_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_stamp_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_rated_applications(array(
    SELECT application_id FROM old_rows UNION SELECT application_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_stamp_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_rated_applications(array(SELECT DISTINCT application_id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_insert" AFTER INSERT ON "application_rating"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_after_insert"();--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_update" AFTER UPDATE ON "application_rating"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_after_update"();--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_delete" AFTER DELETE ON "application_rating"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_after_delete"();--> statement-breakpoint
-- TRUNCATE names no rows: before it empties the table, every rated application is stamped (more
-- than the catch-up's limit, and each organisation's index is built afresh).
CREATE FUNCTION "rating_stamp_before_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_rated_applications(array(SELECT DISTINCT application_id FROM application_rating));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_truncate" BEFORE TRUNCATE ON "application_rating"
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_before_truncate"();
