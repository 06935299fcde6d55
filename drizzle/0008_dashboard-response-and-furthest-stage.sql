ALTER TABLE "application" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "furthest_status" "application_status" DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
CREATE INDEX "application_investor_org_id_submitted_at_index" ON "application" USING btree ("investor_org_id","submitted_at");--> statement-breakpoint
-- Existing applications take both values from their events: the first move by the team (a
-- withdrawal is the startup's own), and the furthest pipeline stage ever reached (enum order).
UPDATE "application" AS a SET
	"first_response_at" = e."first_response_at",
	"furthest_status" = coalesce(e."furthest_status", 'submitted')
FROM (
	SELECT "application_id",
		min("created_at") FILTER (WHERE "from_status" IS NOT NULL AND "to_status" <> 'withdrawn') AS "first_response_at",
		max("to_status") FILTER (WHERE "to_status" NOT IN ('rejected', 'withdrawn')) AS "furthest_status"
	FROM "application_event"
	GROUP BY "application_id"
) AS e
WHERE e."application_id" = a."id";
