-- Every investor organisation has its intake address from the start (decision 0048), made by the
-- database when the organisation is, so reading it in settings writes nothing. The token: 26
-- lower-case letters and digits from two random UUIDs (pg_strong_random), as the app makes them.
CREATE FUNCTION intake_new_token() RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT substr(lower(translate(encode(decode(
    replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
    'hex'), 'base64'), '+/=', '')), 1, 26)
$$;
--> statement-breakpoint
CREATE FUNCTION organisation_intake_address() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'investor' THEN
    INSERT INTO intake_address (organisation_id, token)
    VALUES (NEW.id, intake_new_token())
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organisation_intake_address AFTER INSERT ON organisation
FOR EACH ROW EXECUTE FUNCTION organisation_intake_address();
--> statement-breakpoint
INSERT INTO intake_address (organisation_id, token)
SELECT id, intake_new_token() FROM organisation WHERE kind = 'investor'
ON CONFLICT DO NOTHING;
