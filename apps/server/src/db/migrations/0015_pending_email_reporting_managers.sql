ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE TABLE "employee_reporting_managers" (
	"employee_id" integer NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "employee_reporting_managers_employee_id_email_pk" PRIMARY KEY("employee_id","email")
);
--> statement-breakpoint
ALTER TABLE "employee_reporting_managers" ADD CONSTRAINT "employee_reporting_managers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_reporting_managers_prefix_idx" ON "employee_reporting_managers" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employee_reporting_managers_trgm_idx" ON "employee_reporting_managers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- The addresses of the employees already saved (the row keeps them comma-separated).
INSERT INTO "employee_reporting_managers" ("employee_id", "email")
SELECT DISTINCT e."id", lower(trim(m.email))
FROM "employees" e, unnest(string_to_array(e."reporting_manager", ',')) AS m(email)
WHERE trim(m.email) <> ''
ON CONFLICT DO NOTHING;
