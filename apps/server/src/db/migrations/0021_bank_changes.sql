CREATE TABLE "bank_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"record_name" text NOT NULL,
	"new_values" text NOT NULL,
	"summary" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "sensitive_changes" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "bank_changes" ADD CONSTRAINT "bank_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_changes" ADD CONSTRAINT "bank_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_changes_one_pending_uq" ON "bank_changes" USING btree ("entity","entity_id") WHERE "bank_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bank_changes_status_idx" ON "bank_changes" USING btree ("status","entity","id");--> statement-breakpoint
ALTER TABLE "sensitive_changes" ADD CONSTRAINT "sensitive_changes_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;