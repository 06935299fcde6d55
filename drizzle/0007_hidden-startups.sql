CREATE TABLE "hidden_startup" (
	"investor_org_id" uuid NOT NULL,
	"startup_org_id" uuid NOT NULL,
	"hidden_by" text,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_startup_investor_org_id_startup_org_id_pk" PRIMARY KEY("investor_org_id","startup_org_id")
);
--> statement-breakpoint
ALTER TABLE "hidden_startup" ADD CONSTRAINT "hidden_startup_investor_org_id_organisation_id_fk" FOREIGN KEY ("investor_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_startup" ADD CONSTRAINT "hidden_startup_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_startup" ADD CONSTRAINT "hidden_startup_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;