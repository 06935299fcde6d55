CREATE TABLE "application_removal" (
	"application_id" uuid NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"removed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "search_version" CASCADE;--> statement-breakpoint
DROP INDEX "application_investor_org_id_search_version_index";--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "changed_xid" "xid8";--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "changed_xid" "xid8";--> statement-breakpoint
CREATE INDEX "application_removal_investor_org_id_removed_xid_index" ON "application_removal" USING btree ("investor_org_id","removed_xid");--> statement-breakpoint
CREATE INDEX "application_removal_removed_at_index" ON "application_removal" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "channel_organisation_id_changed_xid_index" ON "channel" USING btree ("organisation_id","changed_xid");--> statement-breakpoint
CREATE INDEX "application_investor_org_id_changed_xid_index" ON "application" USING btree ("investor_org_id","changed_xid");--> statement-breakpoint
ALTER TABLE "application" DROP COLUMN "search_version";;--> statement-breakpoint
-- Every write to an application or a channel, whoever makes it, is stamped with its transaction,
-- and every deleted application is written down: the search index catches up from these
-- (docs/decisions/0042).
CREATE FUNCTION "stamp_changed_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_stamp_insert" BEFORE INSERT ON "application"
  FOR EACH ROW EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
CREATE TRIGGER "application_stamp_update" BEFORE UPDATE ON "application"
  FOR EACH ROW EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
CREATE TRIGGER "channel_stamp_insert" BEFORE INSERT ON "channel"
  FOR EACH ROW EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
CREATE TRIGGER "channel_stamp_update" BEFORE UPDATE ON "channel"
  FOR EACH ROW EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
CREATE FUNCTION "note_application_removals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_removal (application_id, investor_org_id)
    SELECT id, investor_org_id FROM removed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_note_removals" AFTER DELETE ON "application"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "note_application_removals"();
--> statement-breakpoint
-- TRUNCATE names no rows: it writes one removal for every organisation (the nil ids), and every
-- index is built afresh.
CREATE FUNCTION "note_applications_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_removal (application_id, investor_org_id)
    VALUES ('00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_note_emptied" AFTER TRUNCATE ON "application"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_applications_emptied"();
