CREATE TABLE "investor_responsiveness" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"due" integer NOT NULL,
	"on_time" integer NOT NULL,
	"median_first_response_days" double precision,
	"median_decision_days" double precision,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_responsiveness" ADD CONSTRAINT "investor_responsiveness_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;