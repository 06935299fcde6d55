DROP INDEX "application_rating_user_id_updated_at_index";--> statement-breakpoint
ALTER TABLE "application_rating" ADD COLUMN "investor_org_id" uuid;--> statement-breakpoint
-- A rating's organisation is its application's, whoever writes the rating (the app, psql, a
-- backfill): written by the database on insert, and again should anyone change either column.
CREATE FUNCTION "rating_investor_org"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.investor_org_id := (SELECT investor_org_id FROM application WHERE id = NEW.application_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_rating_investor_org" BEFORE INSERT OR UPDATE OF "application_id", "investor_org_id"
  ON "application_rating" FOR EACH ROW EXECUTE FUNCTION "rating_investor_org"();--> statement-breakpoint
UPDATE "application_rating" AS r SET "investor_org_id" = a."investor_org_id"
  FROM "application" AS a WHERE a."id" = r."application_id";--> statement-breakpoint
CREATE INDEX "application_rating_by_teammate" ON "application_rating" USING btree ("investor_org_id","user_id","updated_at");
