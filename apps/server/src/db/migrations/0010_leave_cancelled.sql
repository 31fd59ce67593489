ALTER TABLE "leaves" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;