DROP INDEX "application_event_moves_by_actor";--> statement-breakpoint
ALTER TABLE "application_event" ADD COLUMN "investor_org_id" uuid;--> statement-breakpoint
-- An event's organisation is its application's, whoever writes the event (the app, psql, a
-- backfill): written by the database on insert, and again should anyone change either column.
CREATE FUNCTION "event_investor_org"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.investor_org_id := (SELECT investor_org_id FROM application WHERE id = NEW.application_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_event_investor_org" BEFORE INSERT OR UPDATE OF "application_id", "investor_org_id"
  ON "application_event" FOR EACH ROW EXECUTE FUNCTION "event_investor_org"();--> statement-breakpoint
UPDATE "application_event" AS e SET "investor_org_id" = a."investor_org_id"
  FROM "application" AS a WHERE a."id" = e."application_id";--> statement-breakpoint
CREATE INDEX "application_event_moves_by_actor" ON "application_event" USING btree ("investor_org_id","actor_id","created_at") WHERE "application_event"."from_status" is not null;
