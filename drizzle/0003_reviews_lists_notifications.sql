CREATE TYPE "public"."new_application_email" AS ENUM('each', 'daily', 'off');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('application_submitted', 'application_withdrawn', 'application_status', 'application_decision');--> statement-breakpoint
CREATE TABLE "application_rating" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"overall" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_rating_overall" CHECK ("application_rating"."overall" BETWEEN 10 AND 50)
);
--> statement-breakpoint
CREATE TABLE "investor_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_list_entry" (
	"list_id" uuid NOT NULL,
	"startup_org_id" uuid NOT NULL,
	"note" text,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_list_entry_list_id_startup_org_id_pk" PRIMARY KEY("list_id","startup_org_id")
);
--> statement-breakpoint
CREATE TABLE "saved_view" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"startup_org_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"event_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"new_application_email" "new_application_email" DEFAULT 'each' NOT NULL,
	"status_email" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "min_completeness" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_rating" ADD CONSTRAINT "application_rating_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_rating" ADD CONSTRAINT "application_rating_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list" ADD CONSTRAINT "investor_list_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list" ADD CONSTRAINT "investor_list_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list_entry" ADD CONSTRAINT "investor_list_entry_list_id_investor_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."investor_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list_entry" ADD CONSTRAINT "investor_list_entry_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list_entry" ADD CONSTRAINT "investor_list_entry_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view" ADD CONSTRAINT "saved_view_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view" ADD CONSTRAINT "saved_view_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_note" ADD CONSTRAINT "startup_note_investor_org_id_organisation_id_fk" FOREIGN KEY ("investor_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_note" ADD CONSTRAINT "startup_note_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_note" ADD CONSTRAINT "startup_note_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_rating_once" ON "application_rating" USING btree ("application_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_list_name" ON "investor_list" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "investor_list_entry_startup_org_id_index" ON "investor_list_entry" USING btree ("startup_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_view_name" ON "saved_view" USING btree ("user_id","organisation_id","name");--> statement-breakpoint
CREATE INDEX "startup_note_investor_org_id_startup_org_id_created_at_index" ON "startup_note" USING btree ("investor_org_id","startup_org_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_user_id_created_at_index" ON "notification" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_once" ON "notification" USING btree ("user_id","event_id");--> statement-breakpoint
ALTER TABLE "channel" ADD CONSTRAINT "channel_min_completeness" CHECK ("channel"."min_completeness" BETWEEN 0 AND 100);