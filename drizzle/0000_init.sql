CREATE TYPE "public"."access_request_kind" AS ENUM('startup', 'investor');--> statement-breakpoint
CREATE TYPE "public"."access_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('owner', 'member');--> statement-breakpoint
CREATE TYPE "public"."organisation_kind" AS ENUM('startup', 'investor');--> statement-breakpoint
CREATE TYPE "public"."channel_status" AS ENUM('draft', 'open', 'closed', 'archived');--> statement-breakpoint
CREATE TYPE "public"."channel_visibility" AS ENUM('listed', 'unlisted');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('submitted', 'in_review', 'shortlisted', 'due_diligence', 'accepted', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."rejection_reason" AS ENUM('not_our_sector_or_stage', 'too_early', 'team', 'market_size', 'traction', 'other');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"kind" "access_request_kind" NOT NULL,
	"organisation" text NOT NULL,
	"website" text,
	"linkedin" text,
	"message" text,
	"status" "access_request_status" DEFAULT 'pending' NOT NULL,
	"submission_count" integer DEFAULT 1 NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "member_role" DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "organisation_kind" NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "founder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"email" text,
	"linkedin" text,
	"photo_key" text,
	"bio" text,
	"education" text,
	"experience" text,
	"equity_share" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "founder_equity_share" CHECK ("founder"."equity_share" IS NULL OR ("founder"."equity_share" >= 0 AND "founder"."equity_share" <= 100))
);
--> statement-breakpoint
CREATE TABLE "startup_profile" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"one_liner" text,
	"description" text,
	"website" text,
	"logo_key" text,
	"founded_on" date,
	"company_type" text,
	"cin" text,
	"dpiit_number" text,
	"headquarters" text,
	"city" text,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_interactions" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"development_stage" text,
	"revenue_stage" text,
	"team_size" integer,
	"planned_raise" bigint,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_discoverable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_profile_slug_unique" UNIQUE("slug"),
	CONSTRAINT "startup_profile_company_type" CHECK (("startup_profile"."company_type" IS NULL OR "startup_profile"."company_type" = ANY (ARRAY['Private Limited Company', 'Public Limited Company', 'Limited Liability Partnership (LLP)', 'One Person Company (OPC)', 'Partnership Firm', 'Sole Proprietorship', 'Section 8 Company (Non-Profit)', 'None']::text[]))),
	CONSTRAINT "startup_profile_headquarters" CHECK (("startup_profile"."headquarters" IS NULL OR "startup_profile"."headquarters" = ANY (ARRAY['Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli', 'Daman and Diu', 'Jammu & Kashmir', 'Lakshadweep', 'Delhi', 'Puducherry', 'Ladakh']::text[]))),
	CONSTRAINT "startup_profile_development_stage" CHECK (("startup_profile"."development_stage" IS NULL OR "startup_profile"."development_stage" = ANY (ARRAY['Concept', 'Prototype', 'Early Access', 'Launched', 'Scale-Up']::text[]))),
	CONSTRAINT "startup_profile_revenue_stage" CHECK (("startup_profile"."revenue_stage" IS NULL OR "startup_profile"."revenue_stage" = ANY (ARRAY['Pre-revenue', 'Initial Revenue', 'Revenue Generating', 'Break Even', 'Profitable', 'Rapidly Growing Revenue', 'Financially Sustainable', 'Seeking Additional Funding', 'Declining Revenue', 'Post-Exit']::text[]))),
	CONSTRAINT "startup_profile_sectors" CHECK (("startup_profile"."sectors" <@ ARRAY['Administrative Services', 'Advertising', 'Agriculture and Farming', 'Apps', 'Artificial Intelligence', 'Biotechnology', 'Blockchain and Cryptocurrency', 'Climate Technology', 'Clothing and Apparel', 'Commerce and Shopping', 'Community and Lifestyle', 'Consumer Electronics', 'Consumer Goods', 'Content and Publishing', 'Data and Analytics', 'Design', 'Education', 'Energy', 'Events', 'Financial Services', 'Food and Beverage', 'Gaming', 'Government and Military', 'Hardware', 'Health Care', 'Information Technology', 'Internet Services', 'Lending and Investments', 'Manufacturing', 'Media and Entertainment', 'Messaging and Telecommunications', 'Mobile', 'Music and Audio', 'Natural Resources', 'Navigation and Mapping', 'Other', 'Payments', 'Platforms', 'Privacy and Security', 'Professional Services', 'Real Estate', 'Sales and Marketing', 'Science and Engineering', 'Software', 'Sports', 'Sustainability', 'Transportation', 'Travel and Tourism', 'Video']::text[])),
	CONSTRAINT "startup_profile_business_types" CHECK (("startup_profile"."business_types" <@ ARRAY['B2B', 'B2C', 'B2G', 'D2C', 'D2G']::text[])),
	CONSTRAINT "startup_profile_customer_interactions" CHECK (("startup_profile"."customer_interactions" <@ ARRAY['One-Time Purchase', 'Advertising-Based', 'Subscription', 'Affiliate Sales', 'Franchise', 'On-Demand', 'Aggregator', 'Dropshipping', 'Brick and Mortar', 'Crowdsourcing', 'E-commerce', 'Marketplace', 'Licensing', 'Freemium', 'Other']::text[])),
	CONSTRAINT "startup_profile_product_types" CHECK (("startup_profile"."product_types" <@ ARRAY['Digital Goods', 'Physical Goods', 'Services']::text[])),
	CONSTRAINT "startup_profile_planned_raise" CHECK ("startup_profile"."planned_raise" IS NULL OR "startup_profile"."planned_raise" >= 0),
	CONSTRAINT "startup_profile_team_size" CHECK ("startup_profile"."team_size" IS NULL OR "startup_profile"."team_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "investor_profile" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"investor_type" text,
	"display_name" text NOT NULL,
	"website" text,
	"thesis" text,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"headquarters" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"cheque_min" bigint,
	"cheque_max" bigint,
	"portfolio_size" integer,
	"onboarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_profile_type" CHECK (("investor_profile"."investor_type" IS NULL OR "investor_profile"."investor_type" = ANY (ARRAY['Angel', 'Angel network', 'VC fund', 'Micro VC', 'Family office', 'Corporate VC', 'Accelerator/Incubator', 'Government scheme']::text[]))),
	CONSTRAINT "investor_profile_sectors" CHECK (("investor_profile"."sectors" <@ ARRAY['Administrative Services', 'Advertising', 'Agriculture and Farming', 'Apps', 'Artificial Intelligence', 'Biotechnology', 'Blockchain and Cryptocurrency', 'Climate Technology', 'Clothing and Apparel', 'Commerce and Shopping', 'Community and Lifestyle', 'Consumer Electronics', 'Consumer Goods', 'Content and Publishing', 'Data and Analytics', 'Design', 'Education', 'Energy', 'Events', 'Financial Services', 'Food and Beverage', 'Gaming', 'Government and Military', 'Hardware', 'Health Care', 'Information Technology', 'Internet Services', 'Lending and Investments', 'Manufacturing', 'Media and Entertainment', 'Messaging and Telecommunications', 'Mobile', 'Music and Audio', 'Natural Resources', 'Navigation and Mapping', 'Other', 'Payments', 'Platforms', 'Privacy and Security', 'Professional Services', 'Real Estate', 'Sales and Marketing', 'Science and Engineering', 'Software', 'Sports', 'Sustainability', 'Transportation', 'Travel and Tourism', 'Video']::text[])),
	CONSTRAINT "investor_profile_stages" CHECK (("investor_profile"."stages" <@ ARRAY['Concept', 'Prototype', 'Early Access', 'Launched', 'Scale-Up']::text[])),
	CONSTRAINT "investor_profile_headquarters" CHECK (("investor_profile"."headquarters" <@ ARRAY['Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli', 'Daman and Diu', 'Jammu & Kashmir', 'Lakshadweep', 'Delhi', 'Puducherry', 'Ladakh']::text[])),
	CONSTRAINT "investor_profile_business_types" CHECK (("investor_profile"."business_types" <@ ARRAY['B2B', 'B2C', 'B2G', 'D2C', 'D2G']::text[])),
	CONSTRAINT "investor_profile_cheque_range" CHECK ("investor_profile"."cheque_min" IS NULL OR "investor_profile"."cheque_max" IS NULL OR "investor_profile"."cheque_min" <= "investor_profile"."cheque_max")
);
--> statement-breakpoint
CREATE TABLE "channel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" "channel_status" DEFAULT 'draft' NOT NULL,
	"visibility" "channel_visibility" DEFAULT 'listed' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"development_stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"headquarters" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"raise_min" bigint,
	"raise_max" bigint,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_days" integer DEFAULT 14 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_sectors" CHECK (("channel"."sectors" <@ ARRAY['Administrative Services', 'Advertising', 'Agriculture and Farming', 'Apps', 'Artificial Intelligence', 'Biotechnology', 'Blockchain and Cryptocurrency', 'Climate Technology', 'Clothing and Apparel', 'Commerce and Shopping', 'Community and Lifestyle', 'Consumer Electronics', 'Consumer Goods', 'Content and Publishing', 'Data and Analytics', 'Design', 'Education', 'Energy', 'Events', 'Financial Services', 'Food and Beverage', 'Gaming', 'Government and Military', 'Hardware', 'Health Care', 'Information Technology', 'Internet Services', 'Lending and Investments', 'Manufacturing', 'Media and Entertainment', 'Messaging and Telecommunications', 'Mobile', 'Music and Audio', 'Natural Resources', 'Navigation and Mapping', 'Other', 'Payments', 'Platforms', 'Privacy and Security', 'Professional Services', 'Real Estate', 'Sales and Marketing', 'Science and Engineering', 'Software', 'Sports', 'Sustainability', 'Transportation', 'Travel and Tourism', 'Video']::text[])),
	CONSTRAINT "channel_development_stages" CHECK (("channel"."development_stages" <@ ARRAY['Concept', 'Prototype', 'Early Access', 'Launched', 'Scale-Up']::text[])),
	CONSTRAINT "channel_headquarters" CHECK (("channel"."headquarters" <@ ARRAY['Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli', 'Daman and Diu', 'Jammu & Kashmir', 'Lakshadweep', 'Delhi', 'Puducherry', 'Ladakh']::text[])),
	CONSTRAINT "channel_business_types" CHECK (("channel"."business_types" <@ ARRAY['B2B', 'B2C', 'B2G', 'D2C', 'D2G']::text[])),
	CONSTRAINT "channel_response_days" CHECK ("channel"."response_days" BETWEEN 1 AND 180),
	CONSTRAINT "channel_raise_range" CHECK ("channel"."raise_min" IS NULL OR "channel"."raise_max" IS NULL OR "channel"."raise_min" <= "channel"."raise_max")
);
--> statement-breakpoint
CREATE TABLE "application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"startup_org_id" uuid NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'submitted' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"startup_name" text NOT NULL,
	"one_liner" text,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_interactions" text[] DEFAULT '{}'::text[] NOT NULL,
	"development_stage" text,
	"headquarters" text,
	"planned_raise" bigint,
	"assignee_id" text,
	"decision_message" text,
	"rejection_reason" "rejection_reason",
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" text,
	"from_status" "application_status",
	"to_status" "application_status" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_request" ADD CONSTRAINT "access_request_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "founder" ADD CONSTRAINT "founder_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "founder" ADD CONSTRAINT "founder_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profile" ADD CONSTRAINT "startup_profile_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD CONSTRAINT "investor_profile_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel" ADD CONSTRAINT "channel_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel" ADD CONSTRAINT "channel_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_startup_org_id_organisation_id_fk" FOREIGN KEY ("startup_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_investor_org_id_organisation_id_fk" FOREIGN KEY ("investor_org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_index" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_index" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_index" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "access_request_pending_email" ON "access_request" USING btree ("email") WHERE "access_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "access_request_status_created_at_index" ON "access_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_user_unique" ON "member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_organisation_id_index" ON "member" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "founder_organisation_id_position_index" ON "founder" USING btree ("organisation_id","position");--> statement-breakpoint
CREATE INDEX "startup_profile_public" ON "startup_profile" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "channel_organisation_id_status_index" ON "channel" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "channel_open_listed" ON "channel" USING btree ("status","visibility");--> statement-breakpoint
CREATE UNIQUE INDEX "application_channel_startup" ON "application" USING btree ("channel_id","startup_org_id");--> statement-breakpoint
CREATE INDEX "application_investor_org_id_status_submitted_at_index" ON "application" USING btree ("investor_org_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "application_startup_org_id_index" ON "application" USING btree ("startup_org_id");--> statement-breakpoint
CREATE INDEX "application_sectors" ON "application" USING gin ("sectors");--> statement-breakpoint
CREATE INDEX "application_business_types" ON "application" USING gin ("business_types");--> statement-breakpoint
CREATE INDEX "application_customer_interactions" ON "application" USING gin ("customer_interactions");--> statement-breakpoint
CREATE INDEX "application_event_application_id_created_at_index" ON "application_event" USING btree ("application_id","created_at");