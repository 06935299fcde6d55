CREATE TABLE "search_version" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_version" ADD CONSTRAINT "search_version_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_investor_org_id_search_version_index" ON "application" USING btree ("investor_org_id","search_version");