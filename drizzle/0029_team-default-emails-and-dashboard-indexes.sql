ALTER TABLE "notification_preference" ALTER COLUMN "new_application_email" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_preference" ALTER COLUMN "new_application_email" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "application_unanswered" ON "application" USING btree ("channel_id","submitted_at") WHERE "application"."status" = 'submitted' and "application"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "application_rating_user_id_updated_at_index" ON "application_rating" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "startup_note_author_id_created_at_index" ON "startup_note" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "startup_rating_user_id_updated_at_index" ON "startup_rating" USING btree ("user_id","updated_at");