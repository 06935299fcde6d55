CREATE TABLE "pipeline_stage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"maps_to" "application_status" NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_xid" "xid8",
	CONSTRAINT "pipeline_stage_maps_to" CHECK ("pipeline_stage"."maps_to" in ('in_review', 'shortlisted', 'due_diligence')),
	CONSTRAINT "pipeline_stage_name" CHECK (char_length("pipeline_stage"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "entered_stage_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "application_event" ADD COLUMN "from_stage_id" uuid;--> statement-breakpoint
ALTER TABLE "application_event" ADD COLUMN "to_stage_id" uuid;--> statement-breakpoint
ALTER TABLE "application_event" ADD COLUMN "to_stage_name" text;--> statement-breakpoint
ALTER TABLE "pipeline_stage" ADD CONSTRAINT "pipeline_stage_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_stage_key" ON "pipeline_stage" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_stage_active_name" ON "pipeline_stage" USING btree ("organisation_id",lower("name")) WHERE "pipeline_stage"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "pipeline_stage_organisation_id_changed_xid_index" ON "pipeline_stage" USING btree ("organisation_id","changed_xid");--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_stage_id_pipeline_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_from_stage_id_pipeline_stage_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."pipeline_stage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_to_stage_id_pipeline_stage_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."pipeline_stage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_id_index" ON "application" USING btree ("stage_id");--> statement-breakpoint
-- Stages are stamped as applications are: a renamed, reordered or archived stage is a write the
-- search catches up with (docs/decisions/0046).
CREATE TRIGGER "pipeline_stage_stamp_insert" BEFORE INSERT ON "pipeline_stage"
  FOR EACH ROW EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
CREATE TRIGGER "pipeline_stage_stamp_update" BEFORE UPDATE ON "pipeline_stage"
  FOR EACH ROW EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
-- The default pipeline: today's three middle statuses, keyed and named as they are, for every
-- investor organisation, those that exist now and those created later, whoever creates them.
CREATE FUNCTION "create_default_stages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pipeline_stage (organisation_id, key, name, maps_to, position)
  VALUES (NEW.id, 'in_review', 'In review', 'in_review', 0),
         (NEW.id, 'shortlisted', 'Shortlisted', 'shortlisted', 1),
         (NEW.id, 'due_diligence', 'Due diligence', 'due_diligence', 2);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organisation_default_stages" AFTER INSERT ON "organisation"
  FOR EACH ROW WHEN (NEW.kind = 'investor') EXECUTE FUNCTION "create_default_stages"();--> statement-breakpoint
INSERT INTO "pipeline_stage" ("organisation_id", "key", "name", "maps_to", "position")
  SELECT o.id, s.key, s.name, s.key::application_status, s.position
  FROM "organisation" o
  CROSS JOIN (VALUES ('in_review', 'In review', 0), ('shortlisted', 'Shortlisted', 1),
                     ('due_diligence', 'Due diligence', 2)) AS s(key, name, position)
  WHERE o.kind = 'investor';--> statement-breakpoint
-- Every application in a middle status is in the stage of that status, and has entered every
-- stage up to the furthest status it reached (the funnel's rule until now).
UPDATE "application" a
  SET "stage_id" = CASE WHEN a.status IN ('in_review', 'shortlisted', 'due_diligence')
                        THEN (SELECT ps.id FROM pipeline_stage ps
                              WHERE ps.organisation_id = a.investor_org_id
                                AND ps.key = a.status::text) END,
      "entered_stage_ids" = coalesce(
        (SELECT array_agg(ps.id ORDER BY ps.position) FROM pipeline_stage ps
         WHERE ps.organisation_id = a.investor_org_id
           AND (ps.maps_to <= a.furthest_status OR ps.maps_to = a.status)),
        '{}')
  WHERE a.furthest_status > 'submitted' OR a.status > 'submitted';--> statement-breakpoint
-- The stage follows the status whoever writes it: a stage named must be one of the fund's, mapped
-- to the status; a status written alone (psql, an import, the seed) takes the fund's first active
-- stage mapped to it; a decision, a withdrawal or submitted clears it. Each stage entered is kept.
CREATE FUNCTION "keep_application_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stage_maps_to application_status;
  stage_org uuid;
BEGIN
  IF NEW.status NOT IN ('in_review', 'shortlisted', 'due_diligence') THEN
    NEW.stage_id := NULL;
    RETURN NEW;
  END IF;
  IF NEW.stage_id IS NOT NULL THEN
    SELECT maps_to, organisation_id INTO stage_maps_to, stage_org
      FROM pipeline_stage WHERE id = NEW.stage_id;
    IF stage_org IS DISTINCT FROM NEW.investor_org_id OR stage_maps_to IS DISTINCT FROM NEW.status THEN
      IF TG_OP = 'UPDATE' AND NEW.stage_id = OLD.stage_id THEN
        NEW.stage_id := NULL;
      ELSE
        RAISE EXCEPTION 'stage % is not one of the fund''s stages mapped to %', NEW.stage_id, NEW.status
          USING ERRCODE = 'check_violation', CONSTRAINT = 'application_stage';
      END IF;
    END IF;
  END IF;
  IF NEW.stage_id IS NULL THEN
    SELECT id INTO NEW.stage_id FROM pipeline_stage
      WHERE organisation_id = NEW.investor_org_id AND maps_to = NEW.status
      ORDER BY archived_at IS NOT NULL, position, created_at
      LIMIT 1;
    IF NEW.stage_id IS NULL THEN
      RAISE EXCEPTION 'the fund has no stage mapped to %', NEW.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'application_stage';
    END IF;
  END IF;
  IF NOT NEW.stage_id = ANY (NEW.entered_stage_ids) THEN
    NEW.entered_stage_ids := NEW.entered_stage_ids || NEW.stage_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- An application written with the furthest status it reached (the seed, an import) entered the
-- stages on the way there: every active stage mapped to an earlier status, and the first mapped to
-- that one (an accepted one, every active stage). Moves after that add the stage they enter.
CREATE FUNCTION "note_entered_stages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.furthest_status > 'submitted' THEN
    NEW.entered_stage_ids := ARRAY(
      SELECT DISTINCT unnest(NEW.entered_stage_ids || ARRAY(
        SELECT ps.id FROM pipeline_stage ps
        WHERE ps.organisation_id = NEW.investor_org_id AND ps.archived_at IS NULL
          AND (ps.maps_to < NEW.furthest_status
               OR ps.id = (SELECT first.id FROM pipeline_stage first
                           WHERE first.organisation_id = NEW.investor_org_id
                             AND first.archived_at IS NULL AND first.maps_to = NEW.furthest_status
                           ORDER BY first.position LIMIT 1)))));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_keep_stage"
  BEFORE INSERT OR UPDATE OF "status", "stage_id", "investor_org_id" ON "application"
  FOR EACH ROW EXECUTE FUNCTION "keep_application_stage"();--> statement-breakpoint
-- Named to fire after application_keep_stage (triggers fire in the order of their names).
CREATE TRIGGER "application_note_entered_stages"
  BEFORE INSERT ON "application"
  FOR EACH ROW EXECUTE FUNCTION "note_entered_stages"();
