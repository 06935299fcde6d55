ALTER TABLE "startup_profile" ADD COLUMN "startup_india" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "startup_india_until" date;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "dpiit_recognised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "startup_india" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "startup_india_until" date;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD CONSTRAINT "startup_profile_startup_india" CHECK ("startup_profile"."startup_india" in ('eligible', 'not_eligible', 'unknown'));--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_startup_india" CHECK ("application"."startup_india" in ('eligible', 'not_eligible', 'unknown'));
--> statement-breakpoint
-- Applications sent before these columns: the same standing from the profile they were sent with,
-- by the rules of src/domain/startups/startup-india.ts at the time of this migration (G.S.R.
-- 108(E), 4 Feb 2026). A founding date of 29 February ends its period on 1 March, as there.
WITH facts AS (
  SELECT id,
    nullif(profile_snapshot->>'dpiitNumber', '') AS dpiit,
    nullif(profile_snapshot->>'companyType', '') AS company_type,
    CASE WHEN profile_snapshot->>'foundedOn' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      THEN (profile_snapshot->>'foundedOn')::date END AS founded_on,
    CASE WHEN profile_snapshot->'businessTeam'->>'annualTurnover' ~ '^[0-9]{1,15}$'
      THEN (profile_snapshot->'businessTeam'->>'annualTurnover')::bigint END AS turnover,
    coalesce(profile_snapshot->>'deepTech' = 'true', false) AS deep_tech
  FROM "application"
), checks AS (
  SELECT id, dpiit, founded_on,
    CASE WHEN company_type IS NULL THEN NULL ELSE company_type = ANY (ARRAY['Private Limited Company', 'One Person Company (OPC)', 'Partnership Firm', 'Limited Liability Partnership (LLP)', 'Cooperative Society', 'Multi-State Cooperative Society']::text[]) END AS form_met,
    CASE WHEN turnover IS NULL THEN NULL
      ELSE turnover <= CASE WHEN deep_tech THEN 3000000000 ELSE 2000000000 END END AS turnover_met,
    (founded_on + make_interval(years => CASE WHEN deep_tech THEN 20 ELSE 10 END))::date AS anniversary
  FROM facts
)
UPDATE "application" SET
  "dpiit_recognised" = checks.dpiit IS NOT NULL,
  "startup_india" = CASE
    WHEN checks.form_met = false OR checks.turnover_met = false THEN 'not_eligible'
    WHEN checks.form_met AND checks.turnover_met AND checks.founded_on IS NOT NULL THEN 'eligible'
    ELSE 'unknown' END,
  "startup_india_until" = CASE
    WHEN to_char(checks.founded_on, 'MM-DD') = '02-29' AND to_char(checks.anniversary, 'MM-DD') = '02-28'
      THEN checks.anniversary + 1
    ELSE checks.anniversary END
FROM checks WHERE "application"."id" = checks.id;
--> statement-breakpoint
-- Profiles: the same rules over the profile's own columns.
WITH checks AS (
  SELECT organisation_id AS id, founded_on,
    CASE WHEN nullif(company_type, '') IS NULL THEN NULL ELSE company_type = ANY (ARRAY['Private Limited Company', 'One Person Company (OPC)', 'Partnership Firm', 'Limited Liability Partnership (LLP)', 'Cooperative Society', 'Multi-State Cooperative Society']::text[]) END AS form_met,
    CASE WHEN NOT (business_team->>'annualTurnover' ~ '^[0-9]{1,15}$') OR business_team->>'annualTurnover' IS NULL THEN NULL
      ELSE (business_team->>'annualTurnover')::bigint <= CASE WHEN deep_tech THEN 3000000000 ELSE 2000000000 END END AS turnover_met,
    (founded_on + make_interval(years => CASE WHEN deep_tech THEN 20 ELSE 10 END))::date AS anniversary
  FROM "startup_profile"
)
UPDATE "startup_profile" SET
  "startup_india" = CASE
    WHEN checks.form_met = false OR checks.turnover_met = false THEN 'not_eligible'
    WHEN checks.form_met AND checks.turnover_met AND checks.founded_on IS NOT NULL THEN 'eligible'
    ELSE 'unknown' END,
  "startup_india_until" = CASE
    WHEN to_char(checks.founded_on, 'MM-DD') = '02-29' AND to_char(checks.anniversary, 'MM-DD') = '02-28'
      THEN checks.anniversary + 1
    ELSE checks.anniversary END
FROM checks WHERE "startup_profile"."organisation_id" = checks.id;
