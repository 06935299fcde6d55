CREATE TABLE "intake_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_rating" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"overall" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_rating_overall" CHECK ("intake_rating"."overall" BETWEEN 10 AND 50)
);
--> statement-breakpoint
CREATE TABLE "investor_list_intake" (
	"list_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_list_intake_list_id_entry_id_pk" PRIMARY KEY("list_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "invite_note" text;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "channel_id" uuid;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "startup_org_id" uuid;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_note" ADD CONSTRAINT "intake_note_entry_id_intake_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."intake_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_note" ADD CONSTRAINT "intake_note_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_rating" ADD CONSTRAINT "intake_rating_entry_id_intake_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."intake_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_rating" ADD CONSTRAINT "intake_rating_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list_intake" ADD CONSTRAINT "investor_list_intake_list_id_investor_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."investor_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list_intake" ADD CONSTRAINT "investor_list_intake_entry_id_intake_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."intake_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_list_intake" ADD CONSTRAINT "investor_list_intake_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_note_entry_id_created_at_index" ON "intake_note" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "intake_note_author_id_index" ON "intake_note" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_rating_once" ON "intake_rating" USING btree ("entry_id","user_id");--> statement-breakpoint
CREATE INDEX "intake_rating_user_id_index" ON "intake_rating" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "investor_list_intake_entry_id_index" ON "investor_list_intake" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_status_changed_by_user_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_entry_organisation_id_status_index" ON "intake_entry" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "intake_entry_startup_org_id_index" ON "intake_entry" USING btree ("startup_org_id");--> statement-breakpoint
ALTER TABLE "intake_entry" ADD CONSTRAINT "intake_entry_claimTokenHash_unique" UNIQUE("claim_token_hash");