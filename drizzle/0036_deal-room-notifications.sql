ALTER TYPE "public"."notification_kind" ADD VALUE 'deal_room_invited';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'deal_room_consent';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'deal_room_committed';--> statement-breakpoint
CREATE TABLE "deal_room_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"pre_approved" boolean DEFAULT false NOT NULL,
	"member_user_id" text,
	"amount" bigint,
	"fund_became_committed" boolean DEFAULT false NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notify_pending" boolean DEFAULT true NOT NULL,
	"queued_at" timestamp with time zone,
	CONSTRAINT "deal_room_event_kind" CHECK (("deal_room_event"."kind" IS NULL OR "deal_room_event"."kind" = ANY (ARRAY['invited', 'consent_accepted', 'consent_declined', 'consent_withdrawn', 'committed']::text[])))
);
--> statement-breakpoint
ALTER TABLE "deal_room_event" ADD CONSTRAINT "deal_room_event_room_id_deal_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."deal_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_event" ADD CONSTRAINT "deal_room_event_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_event" ADD CONSTRAINT "deal_room_event_member_user_id_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_event" ADD CONSTRAINT "deal_room_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_room_event_room_id_index" ON "deal_room_event" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "deal_room_event_pending" ON "deal_room_event" USING btree ("created_at") WHERE "deal_room_event"."notify_pending";