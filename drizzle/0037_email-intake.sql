CREATE TYPE "public"."intake_status" AS ENUM('new', 'invited', 'claimed', 'not_for_us', 'archived');--> statement-breakpoint
CREATE TABLE "intake_address" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"regenerated_at" timestamp with time zone,
	"regenerated_by" text,
	CONSTRAINT "intake_address_token_unique" UNIQUE("token"),
	CONSTRAINT "intake_address_token" CHECK ("intake_address"."token" ~ '^[a-z0-9]{26}$')
);
--> statement-breakpoint
CREATE TABLE "intake_attachment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "intake_attachment_fileId_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "intake_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_id" text,
	"envelope_sender" text,
	"sender_name" text,
	"sender_email" text,
	"original_sender_name" text,
	"original_sender_email" text,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"startup_name" text,
	"startup_website" text,
	"startup_email" text,
	"status" "intake_status" DEFAULT 'new' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intake_address" ADD CONSTRAINT "intake_address_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_address" ADD CONSTRAINT "intake_address_regenerated_by_user_id_fk" FOREIGN KEY ("regenerated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_attachment" ADD CONSTRAINT "intake_attachment_entry_id_intake_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."intake_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_attachment" ADD CONSTRAINT "intake_attachment_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_attachment_entry_id_position_index" ON "intake_attachment" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "intake_entry_organisation_id_received_at_index" ON "intake_entry" USING btree ("organisation_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_entry_message_id" ON "intake_entry" USING btree ("organisation_id","message_id") WHERE "intake_entry"."message_id" is not null;