ALTER TABLE "email_message" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_dedupeKey_unique" UNIQUE("dedupe_key");