CREATE TABLE "startup_rating" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"startup_org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"overall" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_rating_overall" CHECK ("startup_rating"."overall" BETWEEN 10 AND 50)
);
--> statement-breakpoint
ALTER TABLE "startup_rating" ADD CONSTRAINT "startup_rating_investor_org_id_organisation_id_fk" FOREIGN KEY ("investor_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_rating" ADD CONSTRAINT "startup_rating_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_rating" ADD CONSTRAINT "startup_rating_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "startup_rating_once" ON "startup_rating" USING btree ("investor_org_id","startup_org_id","user_id");