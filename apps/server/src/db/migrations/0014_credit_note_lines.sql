CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"sac_code" text,
	"quantity" numeric(8, 2) NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "number" text;--> statement-breakpoint
-- Notes recorded before their own numbering keep the name they were shown under: <invoice>-CN<n>.
UPDATE "invoice_credit_notes" c SET "number" = i."invoice_number" || '-CN' || r.n
  FROM "invoices" i, (SELECT "id", row_number() OVER (PARTITION BY "invoice_id" ORDER BY "id") AS n FROM "invoice_credit_notes") r
  WHERE i."id" = c."invoice_id" AND r."id" = c."id";--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "note_date" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "subtotal" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "cgst" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "sgst" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "igst" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD COLUMN "document_sha256" text;--> statement-breakpoint
ALTER TABLE "invoice_sends" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "superseded_by_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "invoice_credit_notes" SET "subtotal" = "amount";--> statement-breakpoint
UPDATE "invoices" i SET "credited_total" = c.total
  FROM (SELECT "invoice_id", sum("amount") AS total FROM "invoice_credit_notes" GROUP BY "invoice_id") c
  WHERE c."invoice_id" = i."id";--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_invoice_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoice_credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id","position");--> statement-breakpoint
ALTER TABLE "invoice_sends" ADD CONSTRAINT "invoice_sends_credit_note_id_invoice_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoice_credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_credit_notes_number_uq" ON "invoice_credit_notes" USING btree (lower("number"));