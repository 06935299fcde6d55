CREATE TABLE "deck_view_allowance" (
	"file_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_report_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"day_ms" bigint NOT NULL,
	CONSTRAINT "deck_view_allowance_file_id_user_id_pk" PRIMARY KEY("file_id","user_id"),
	CONSTRAINT "deck_view_allowance_day_ms" CHECK ("deck_view_allowance"."day_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deck_view_allowance" ADD CONSTRAINT "deck_view_allowance_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_view_allowance" ADD CONSTRAINT "deck_view_allowance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_view_allowance_user_id_index" ON "deck_view_allowance" USING btree ("user_id");