CREATE TABLE "email_message_organisation" (
	"email_message_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	CONSTRAINT "email_message_organisation_organisation_id_email_message_id_pk" PRIMARY KEY("organisation_id","email_message_id")
);
--> statement-breakpoint
ALTER TABLE "email_message_organisation" ADD CONSTRAINT "email_message_organisation_email_message_id_email_message_id_fk" FOREIGN KEY ("email_message_id") REFERENCES "public"."email_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_organisation" ADD CONSTRAINT "email_message_organisation_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_message_organisation_email_message_id_index" ON "email_message_organisation" USING btree ("email_message_id");--> statement-breakpoint
CREATE INDEX "email_message_to_lower_idx" ON "email_message" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "notification_event_id_index" ON "notification" USING btree ("event_id");--> statement-breakpoint
-- The emails written before: the organisations of the application event an email was about (its
-- key), those it links to, and the organisation an invitation names.
INSERT INTO "email_message_organisation" ("email_message_id", "organisation_id")
SELECT e."id", o."id"
FROM "email_message" e
JOIN "application_event" ev ON ev."id"::text = split_part(e."dedupe_key", ':', 2)
JOIN "application" a ON a."id" = ev."application_id"
JOIN "organisation" o ON o."id" IN (a."startup_org_id", a."investor_org_id")
WHERE e."dedupe_key" LIKE 'event:%'
UNION
SELECT e."id", o."id"
FROM "email_message" e
CROSS JOIN LATERAL regexp_matches(e."html", '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'g') AS m(found)
JOIN "organisation" o ON o."id" = m.found[1]::uuid
UNION
SELECT e."id", o."id"
FROM "email_message" e
JOIN "organisation" o ON length(o."name") >= 3 AND strpos(lower(e."text"), lower(o."name")) > 0
WHERE e."template" IN ('invitation', 'access-approved')
ON CONFLICT DO NOTHING;
