CREATE TABLE "message_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" "rejection_reason",
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_decision" CHECK ("message_template"."decision" in ('accepted', 'rejected')),
	CONSTRAINT "message_template_reason" CHECK ("message_template"."reason" is null or "message_template"."decision" = 'rejected')
);
--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_template_organisation_id_decision_index" ON "message_template" USING btree ("organisation_id","decision");