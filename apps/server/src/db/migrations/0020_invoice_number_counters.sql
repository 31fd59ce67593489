CREATE TABLE "invoice_number_counters" (
	"scope" text PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoices_revision_of_idx" ON "invoices" USING btree ("revision_of_id");--> statement-breakpoint
CREATE INDEX "invoices_company_creator_idx" ON "invoices" USING btree ("company_id","created_by");