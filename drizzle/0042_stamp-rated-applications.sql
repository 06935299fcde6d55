-- The search index keeps each application's rating sums (docs/decisions/0049), so a change to a
-- rating, whoever makes it, stamps its application as any change to the application does
-- (drizzle/0028): the index's catch-up then reads the row again with its ratings.
--
-- The statement triggers are named to fire after the tendency's (AFTER triggers of one event fire
-- in name order). That one first waits for any other transaction writing ratings of the same
-- applications, so rating writers reach the applications' rows one at a time. TRUNCATE names no
-- rows: every rated application is stamped before the table is emptied.
CREATE FUNCTION "rating_stamp_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  applications uuid[];
BEGIN
  -- Each event reads only the transition tables its trigger declares.
  IF TG_OP = 'INSERT' THEN
    applications := array(SELECT DISTINCT application_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    applications := array(SELECT application_id FROM old_rows UNION SELECT application_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    applications := array(SELECT DISTINCT application_id FROM old_rows);
  ELSE
    applications := array(SELECT DISTINCT application_id FROM application_rating);
  END IF;
  UPDATE "application" SET changed_xid = pg_current_xact_id() WHERE id = ANY(applications);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_insert" AFTER INSERT ON "application_rating"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_applications"();--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_update" AFTER UPDATE ON "application_rating"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_applications"();--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_delete" AFTER DELETE ON "application_rating"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_applications"();--> statement-breakpoint
CREATE TRIGGER "application_rating_touch_truncate" BEFORE TRUNCATE ON "application_rating"
  FOR EACH STATEMENT EXECUTE FUNCTION "rating_stamp_applications"();
