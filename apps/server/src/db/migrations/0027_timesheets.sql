CREATE TABLE "timesheet_action_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"timesheet_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_action" text
);
--> statement-breakpoint
CREATE TABLE "timesheet_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"action" text NOT NULL,
	"by_user_id" integer,
	"by" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_month_runs" (
	"month" date PRIMARY KEY NOT NULL,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement_id" integer NOT NULL,
	"month" date NOT NULL,
	"client_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"partners_account_id" integer,
	"unit" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"entries" jsonb NOT NULL,
	"total_quantity" numeric(7, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"approvers_reminded_at" timestamp with time zone,
	"employee_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_action_tokens" ADD CONSTRAINT "timesheet_action_tokens_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_action_tokens" ADD CONSTRAINT "timesheet_action_tokens_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_action_tokens_hash_uq" ON "timesheet_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "timesheet_action_tokens_timesheet_idx" ON "timesheet_action_tokens" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_events_timesheet_idx" ON "timesheet_events" USING btree ("timesheet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_placement_month_uq" ON "timesheets" USING btree ("placement_id","month");--> statement-breakpoint
CREATE INDEX "timesheets_month_idx" ON "timesheets" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "timesheets_client_month_idx" ON "timesheets" USING btree ("client_id","month","id");--> statement-breakpoint
CREATE INDEX "timesheets_employee_month_idx" ON "timesheets" USING btree ("employee_id","month","id");--> statement-breakpoint
CREATE INDEX "timesheets_partner_month_idx" ON "timesheets" USING btree ("partners_account_id","month","id") WHERE "timesheets"."partners_account_id" is not null;--> statement-breakpoint
CREATE INDEX "timesheets_open_idx" ON "timesheets" USING btree ("status","month") WHERE "timesheets"."status" in ('draft', 'submitted', 'rejected');