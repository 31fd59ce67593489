CREATE TABLE "invoice_credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"sac_code" text,
	"quantity" numeric(8, 2) NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"mail_id" integer NOT NULL,
	"billing_email" text NOT NULL,
	"cc_email" text NOT NULL,
	"message" text,
	"triggered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"sent_by" integer NOT NULL,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "invoice_statuses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"invoiced_date" date NOT NULL,
	"due_date" date,
	"company_id" integer NOT NULL,
	"invoice_status_id" integer NOT NULL,
	"billing_email" text NOT NULL,
	"gstin" text,
	"billing_address" text,
	"billing_city_id" integer,
	"billing_zipcode" text,
	"billing_state_id" integer,
	"billing_country_id" integer,
	"vendor_bank_account_name" text,
	"vendor_bank_account_number" text,
	"ifsc_code" text,
	"swift_code" text,
	"branch" text,
	"more_bank_details" text,
	"tax_mode" text DEFAULT 'none' NOT NULL,
	"gst_rate" numeric(5, 2) DEFAULT '18' NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"invoice_attachment" text,
	"invoice_attachment_name" text,
	"client_comment" text,
	"locked_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"revision_of_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bank_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"vendor_bank_account_name" text,
	"vendor_bank_account_number" text,
	"ifsc_code" text,
	"swift_code" text,
	"branch" text,
	"more_bank_details" text,
	"cc_email" text,
	"agency_gstin" text,
	"agency_address" text,
	"agency_state_id" integer,
	"invoice_number_pattern" text DEFAULT 'INV-{FY}-{SEQ:4}' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sends" ADD CONSTRAINT "invoice_sends_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sends" ADD CONSTRAINT "invoice_sends_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sends" ADD CONSTRAINT "invoice_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_status_id_invoice_statuses_id_fk" FOREIGN KEY ("invoice_status_id") REFERENCES "public"."invoice_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_city_id_cities_id_fk" FOREIGN KEY ("billing_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_state_id_states_id_fk" FOREIGN KEY ("billing_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_country_id_countries_id_fk" FOREIGN KEY ("billing_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_details" ADD CONSTRAINT "vendor_bank_details_agency_state_id_states_id_fk" FOREIGN KEY ("agency_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_details" ADD CONSTRAINT "vendor_bank_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_credit_notes_invoice_idx" ON "invoice_credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_sends_invoice_idx" ON "invoice_sends" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree (lower("invoice_number"));--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","invoiced_date");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoiced_date","id");--> statement-breakpoint
CREATE INDEX "invoices_creator_idx" ON "invoices" USING btree ("created_by");