CREATE TABLE "partner_bill_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"status" text NOT NULL,
	"by_user_id" integer,
	"reason" text,
	"payment_reference" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"partners_account_id" integer NOT NULL,
	"month" date NOT NULL,
	"bill_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"document" text NOT NULL,
	"document_name" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_bill_events" ADD CONSTRAINT "partner_bill_events_bill_id_partner_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."partner_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bill_events" ADD CONSTRAINT "partner_bill_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bills" ADD CONSTRAINT "partner_bills_partners_account_id_partners_accounts_id_fk" FOREIGN KEY ("partners_account_id") REFERENCES "public"."partners_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bills" ADD CONSTRAINT "partner_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_bill_events_bill_idx" ON "partner_bill_events" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_bills_number_uq" ON "partner_bills" USING btree ("partners_account_id",lower("bill_number"));--> statement-breakpoint
CREATE INDEX "partner_bills_partner_month_idx" ON "partner_bills" USING btree ("partners_account_id","month","id");--> statement-breakpoint
CREATE INDEX "partner_bills_month_idx" ON "partner_bills" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "partner_bills_status_idx" ON "partner_bills" USING btree ("status","id");