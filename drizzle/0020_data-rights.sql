-- Erasure under the DPDP Act (decision 0033). The audit log stays append-only (decision 0028):
-- no DELETE ever, and no UPDATE except the one an erasure makes, inside a transaction that sets
-- sangam.audit_erasure, and which may only take an erased person's address and an erased
-- person's or startup's name out of an event. When, what, from where and on which ids stay.
CREATE OR REPLACE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('sangam.audit_erasure', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_event is append-only: % is not allowed', TG_OP
    USING HINT = 'Audit events are only ever inserted (decision 0028).';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_event_erasure_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id
    OR NEW.at IS DISTINCT FROM OLD.at
    OR NEW.action IS DISTINCT FROM OLD.action
    OR NEW.actor_user_id IS DISTINCT FROM OLD.actor_user_id
    OR NEW.organisation_id IS DISTINCT FROM OLD.organisation_id
    OR NEW.subject_type IS DISTINCT FROM OLD.subject_type
    OR NEW.subject_id IS DISTINCT FROM OLD.subject_id
    OR NEW.ip_address IS DISTINCT FROM OLD.ip_address
    OR NEW.user_agent IS DISTINCT FROM OLD.user_agent
    OR (NEW.actor_email IS NOT NULL AND NEW.actor_email IS DISTINCT FROM OLD.actor_email)
    OR (NEW.details - 'subject' - 'query') IS DISTINCT FROM (OLD.details - 'subject' - 'query')
    OR (NEW.details ? 'query' AND NEW.details -> 'query' IS DISTINCT FROM OLD.details -> 'query')
    OR (NEW.details ->> 'subject' IS DISTINCT FROM OLD.details ->> 'subject'
      AND NEW.details ->> 'subject' NOT IN ('Erased account', 'Erased startup'))
  THEN
    RAISE EXCEPTION 'audit_event: an erasure may only remove personal data'
      USING HINT = 'Only the actor''s email, a subject''s name and an export''s search may be erased (decision 0033).';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_event_erasure_only BEFORE UPDATE ON "audit_event"
  FOR EACH ROW EXECUTE FUNCTION audit_event_erasure_only();
