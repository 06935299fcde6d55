CREATE TABLE "deck_view" (
	"file_id" uuid NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"page" smallint NOT NULL,
	"visible_ms" bigint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_view_file_id_investor_org_id_user_id_page_pk" PRIMARY KEY("file_id","investor_org_id","user_id","page"),
	CONSTRAINT "deck_view_page" CHECK ("deck_view"."page" BETWEEN 1 AND 500),
	CONSTRAINT "deck_view_counts" CHECK ("deck_view"."visible_ms" >= 0 AND "deck_view"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "file" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "deck_view" ADD CONSTRAINT "deck_view_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_view" ADD CONSTRAINT "deck_view_investor_org_id_organisation_id_fk" FOREIGN KEY ("investor_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_view" ADD CONSTRAINT "deck_view_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_view_investor_org_id_index" ON "deck_view" USING btree ("investor_org_id");--> statement-breakpoint
CREATE INDEX "deck_view_user_id_index" ON "deck_view" USING btree ("user_id");