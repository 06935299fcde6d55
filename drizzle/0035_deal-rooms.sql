CREATE TABLE "deal_room" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"startup_org_id" uuid NOT NULL,
	"lead_org_id" uuid NOT NULL,
	"round_name" text NOT NULL,
	"amount_sought" bigint NOT NULL,
	"lead_cheque" bigint,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "deal_room_amounts" CHECK ("deal_room"."amount_sought" > 0 AND ("deal_room"."lead_cheque" IS NULL OR "deal_room"."lead_cheque" >= 0))
);
--> statement-breakpoint
CREATE TABLE "deal_room_fund" (
	"room_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"consent" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"pre_approved" boolean DEFAULT false NOT NULL,
	"shared_snapshot" jsonb,
	"shared_at" timestamp with time zone,
	CONSTRAINT "deal_room_fund_room_id_organisation_id_pk" PRIMARY KEY("room_id","organisation_id"),
	CONSTRAINT "deal_room_fund_consent" CHECK (("deal_room_fund"."consent" IS NULL OR "deal_room_fund"."consent" = ANY (ARRAY['pending', 'accepted', 'declined', 'withdrawn']::text[]))),
	CONSTRAINT "deal_room_fund_shared" CHECK ("deal_room_fund"."consent" NOT IN ('accepted', 'withdrawn') OR ("deal_room_fund"."shared_snapshot" IS NOT NULL AND "deal_room_fund"."shared_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "deal_room_interest" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"member_user_id" text,
	"status" text NOT NULL,
	"amount" bigint,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_room_interest_status" CHECK (("deal_room_interest"."status" IS NULL OR "deal_room_interest"."status" = ANY (ARRAY['interested', 'committed', 'passed']::text[]))),
	CONSTRAINT "deal_room_interest_amount" CHECK (("deal_room_interest"."amount" IS NULL OR "deal_room_interest"."amount" >= 0) AND ("deal_room_interest"."status" <> 'committed' OR "deal_room_interest"."amount" > 0) AND ("deal_room_interest"."status" <> 'passed' OR "deal_room_interest"."amount" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "deal_room_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_room_preference" (
	"startup_org_id" uuid PRIMARY KEY NOT NULL,
	"co_investors_of_applied_funds" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_room" ADD CONSTRAINT "deal_room_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room" ADD CONSTRAINT "deal_room_lead_org_id_organisation_id_fk" FOREIGN KEY ("lead_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room" ADD CONSTRAINT "deal_room_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_fund" ADD CONSTRAINT "deal_room_fund_room_id_deal_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."deal_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_fund" ADD CONSTRAINT "deal_room_fund_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_fund" ADD CONSTRAINT "deal_room_fund_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_fund" ADD CONSTRAINT "deal_room_fund_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_interest" ADD CONSTRAINT "deal_room_interest_room_id_deal_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."deal_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_interest" ADD CONSTRAINT "deal_room_interest_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_interest" ADD CONSTRAINT "deal_room_interest_member_user_id_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_interest" ADD CONSTRAINT "deal_room_interest_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_note" ADD CONSTRAINT "deal_room_note_room_id_deal_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."deal_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_note" ADD CONSTRAINT "deal_room_note_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_note" ADD CONSTRAINT "deal_room_note_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_preference" ADD CONSTRAINT "deal_room_preference_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_preference" ADD CONSTRAINT "deal_room_preference_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_room_round" ON "deal_room" USING btree ("lead_org_id","startup_org_id",lower("round_name"));--> statement-breakpoint
CREATE INDEX "deal_room_startup_org_id_index" ON "deal_room" USING btree ("startup_org_id");--> statement-breakpoint
CREATE INDEX "deal_room_fund_organisation_id_consent_index" ON "deal_room_fund" USING btree ("organisation_id","consent");--> statement-breakpoint
CREATE INDEX "deal_room_interest_room_id_organisation_id_member_user_id_changed_at_index" ON "deal_room_interest" USING btree ("room_id","organisation_id","member_user_id","changed_at");--> statement-breakpoint
CREATE INDEX "deal_room_note_room_id_created_at_index" ON "deal_room_note" USING btree ("room_id","created_at");--> statement-breakpoint
-- Hand-added (drizzle cannot express a check across tables): the lead of a room is never also
-- one of its invited co-investors, whatever the caller; the server refuses it first, with a message.
CREATE FUNCTION "deal_room_fund_not_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "deal_room" WHERE "id" = NEW."room_id" AND "lead_org_id" = NEW."organisation_id") THEN
    RAISE EXCEPTION 'the lead of deal room % cannot be invited to it', NEW."room_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deal_room_fund_not_lead" BEFORE INSERT OR UPDATE OF "room_id", "organisation_id" ON "deal_room_fund"
  FOR EACH ROW EXECUTE FUNCTION "deal_room_fund_not_lead"();
