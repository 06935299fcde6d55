ALTER TABLE "startup_profile" DROP CONSTRAINT "startup_profile_company_type";--> statement-breakpoint
ALTER TABLE "investor_profile" DROP CONSTRAINT "investor_profile_type";--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "llpin" text;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "cooperative_registration" text;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD COLUMN "deep_tech" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD CONSTRAINT "startup_profile_company_type" CHECK (("startup_profile"."company_type" IS NULL OR "startup_profile"."company_type" = ANY (ARRAY['Private Limited Company', 'Public Limited Company', 'Limited Liability Partnership (LLP)', 'One Person Company (OPC)', 'Partnership Firm', 'Sole Proprietorship', 'Section 8 Company (Non-Profit)', 'Cooperative Society', 'Multi-State Cooperative Society', 'None']::text[])));--> statement-breakpoint
ALTER TABLE "investor_profile" ADD CONSTRAINT "investor_profile_type" CHECK (("investor_profile"."investor_type" IS NULL OR "investor_profile"."investor_type" = ANY (ARRAY['Angel', 'Angel network', 'VC fund', 'Micro VC', 'Family office', 'Corporate VC', 'Accelerator/Incubator', 'Government scheme', 'SEBI-registered angel fund']::text[])));