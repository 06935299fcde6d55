ALTER TABLE "investor_profile" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD COLUMN "ownership_min" integer;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD COLUMN "ownership_max" integer;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD COLUMN "notable_investments" text;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD COLUMN "co_investors_welcome" boolean;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD COLUMN "onboarding_step" text;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD CONSTRAINT "investor_profile_ownership_range" CHECK (("investor_profile"."ownership_min" IS NULL OR "investor_profile"."ownership_min" BETWEEN 0 AND 100) AND ("investor_profile"."ownership_max" IS NULL OR "investor_profile"."ownership_max" BETWEEN 0 AND 100) AND ("investor_profile"."ownership_min" IS NULL OR "investor_profile"."ownership_max" IS NULL OR "investor_profile"."ownership_min" <= "investor_profile"."ownership_max"));