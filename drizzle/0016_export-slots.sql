-- The CSV exports running per organisation, shared by every app server (decision 0030).
CREATE TABLE "export_slot" (
	"organisation_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"holder" uuid NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	CONSTRAINT "export_slot_organisation_id_slot_pk" PRIMARY KEY("organisation_id","slot")
);
--> statement-breakpoint
ALTER TABLE "export_slot" ADD CONSTRAINT "export_slot_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;