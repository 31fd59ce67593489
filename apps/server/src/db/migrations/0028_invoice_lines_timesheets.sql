ALTER TABLE "invoice_lines" ADD COLUMN "placement_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "timesheet_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_month" date;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_placement_idx" ON "invoice_lines" USING btree ("placement_id") WHERE "invoice_lines"."placement_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_lines_timesheet_idx" ON "invoice_lines" USING btree ("timesheet_id") WHERE "invoice_lines"."timesheet_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_billing_month_idx" ON "invoices" USING btree ("billing_month","company_id") WHERE "invoices"."billing_month" is not null;