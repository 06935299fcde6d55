CREATE TABLE "application_draft" (
	"startup_org_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_draft_startup_org_id_channel_id_pk" PRIMARY KEY("startup_org_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "application_draft" ADD CONSTRAINT "application_draft_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_draft" ADD CONSTRAINT "application_draft_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;