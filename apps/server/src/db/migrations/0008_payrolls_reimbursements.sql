CREATE TABLE "payrolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payslip" text NOT NULL,
	"payslip_name" text NOT NULL,
	"payslip_date" date NOT NULL,
	"payslip_month" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"reimbursement_id" integer NOT NULL,
	"expense_date" date NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"document" text NOT NULL,
	"document_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursement_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "reimbursement_statuses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"description" text NOT NULL,
	"reimbursement_status_id" integer NOT NULL,
	"currency" text NOT NULL,
	"claimed_total" numeric(14, 2) NOT NULL,
	"approved_amount" numeric(14, 2),
	"approval_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_lines" ADD CONSTRAINT "reimbursement_lines_reimbursement_id_reimbursements_id_fk" FOREIGN KEY ("reimbursement_id") REFERENCES "public"."reimbursements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_reimbursement_status_id_reimbursement_statuses_id_fk" FOREIGN KEY ("reimbursement_status_id") REFERENCES "public"."reimbursement_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_user_month_uq" ON "payrolls" USING btree ("user_id","payslip_month");--> statement-breakpoint
CREATE INDEX "payrolls_date_idx" ON "payrolls" USING btree ("payslip_date","id");--> statement-breakpoint
CREATE INDEX "payrolls_payslip_idx" ON "payrolls" USING btree ("payslip");--> statement-breakpoint
CREATE INDEX "reimbursement_lines_claim_idx" ON "reimbursement_lines" USING btree ("reimbursement_id");--> statement-breakpoint
CREATE INDEX "reimbursement_lines_document_idx" ON "reimbursement_lines" USING btree ("document");--> statement-breakpoint
CREATE INDEX "reimbursements_user_idx" ON "reimbursements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reimbursements_status_idx" ON "reimbursements" USING btree ("reimbursement_status_id","id");--> statement-breakpoint
INSERT INTO "reimbursement_statuses" ("slug", "status") VALUES ('submitted', 'Submitted'), ('approved', 'Approved'), ('rejected', 'Rejected'), ('paid', 'Paid') ON CONFLICT DO NOTHING;
