CREATE TABLE "user_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"applications_density" text DEFAULT 'comfortable' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preference_applications_density" CHECK ("user_preference"."applications_density" in ('comfortable', 'compact'))
);
--> statement-breakpoint
ALTER TABLE "user_preference" ADD CONSTRAINT "user_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;