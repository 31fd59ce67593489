CREATE TABLE "placement_approvers" (
	"placement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "placement_approvers_placement_id_user_id_pk" PRIMARY KEY("placement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"position_id" integer,
	"partners_account_id" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"bill_rate" numeric(14, 2) NOT NULL,
	"bill_unit" text NOT NULL,
	"pay_rate" numeric(14, 2) NOT NULL,
	"pay_unit" text NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"notes" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "placement_approvers" ADD CONSTRAINT "placement_approvers_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_approvers" ADD CONSTRAINT "placement_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_partners_account_id_partners_accounts_id_fk" FOREIGN KEY ("partners_account_id") REFERENCES "public"."partners_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_approvers_user_idx" ON "placement_approvers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "placements_client_idx" ON "placements" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "placements_partner_idx" ON "placements" USING btree ("partners_account_id","id") WHERE "placements"."partners_account_id" is not null;--> statement-breakpoint
CREATE INDEX "placements_employee_idx" ON "placements" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "placements_dates_idx" ON "placements" USING btree ("start_date","end_date");--> statement-breakpoint
-- No two placements of one employee at one client share a day (issue 24). The service checks first
-- to name the placement in the way; this holds when two saves race. An open end (null) is an
-- unbounded range. btree_gist (migration 0017) lets the integer columns sit beside the range.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, "client_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
