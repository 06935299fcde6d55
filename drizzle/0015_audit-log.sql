CREATE TABLE "audit_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"organisation_id" uuid,
	"subject_type" text,
	"subject_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "audit_event_action" CHECK (("audit_event"."action" IS NULL OR "audit_event"."action" = ANY (ARRAY['auth.sign-in', 'auth.sign-in-failed', 'member.added', 'member.removed', 'member.role-changed', 'member.left', 'invitation.accepted', 'access-request.approved', 'access-request.rejected', 'application.status-changed', 'applications.exported', 'list.exported']::text[]))),
	CONSTRAINT "audit_event_subject_type" CHECK (("audit_event"."subject_type" IS NULL OR "audit_event"."subject_type" = ANY (ARRAY['user', 'invitation', 'access-request', 'application', 'list']::text[])))
);
--> statement-breakpoint
CREATE INDEX "audit_event_at" ON "audit_event" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_event_action_at" ON "audit_event" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_event_actor_at" ON "audit_event" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_event_organisation_at" ON "audit_event" USING btree ("organisation_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_event_actor_email" ON "audit_event" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
-- Append-only (decision 0028): every UPDATE and DELETE is refused, by the app's own connection as
-- much as by anyone's, whether or not it touches a row. TRUNCATE, an event of its own, stays
-- allowed: the tests empty every table with it between tests.
CREATE OR REPLACE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only: % is not allowed', TG_OP
    USING HINT = 'Audit events are only ever inserted (decision 0028).';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON "audit_event"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only();
