CREATE TYPE "public"."file_kind" AS ENUM('logo', 'photo', 'deck');--> statement-breakpoint
CREATE TABLE "file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" "file_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"original_name" text NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "founder" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "deck_file_id" uuid;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "market_positioning" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "business_team" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "traction_ip" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_organisation_id_kind_index" ON "file" USING btree ("organisation_id","kind");--> statement-breakpoint
ALTER TABLE "founder" ADD CONSTRAINT "founder_photo_file_id_file_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD CONSTRAINT "startup_profile_logo_file_id_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD CONSTRAINT "startup_profile_deck_file_id_file_id_fk" FOREIGN KEY ("deck_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "founder" DROP COLUMN "photo_key";--> statement-breakpoint
ALTER TABLE "startup_profile" DROP COLUMN "logo_key";