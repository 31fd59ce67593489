CREATE TABLE "employee_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"document" text NOT NULL,
	"document_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_leave_types" (
	"employee_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"count" numeric(5, 1) NOT NULL,
	CONSTRAINT "employee_leave_types_employee_id_leave_type_id_pk" PRIMARY KEY("employee_id","leave_type_id")
);
--> statement-breakpoint
CREATE TABLE "employee_skills" (
	"employee_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "employee_skills_employee_id_skill_id_pk" PRIMARY KEY("employee_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date,
	"personal_email" text,
	"phone" text,
	"client_id" integer NOT NULL,
	"company_email" text,
	"linkedin" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"resume" text,
	"resume_name" text,
	"employee_id" text NOT NULL,
	"contract_type_id" integer,
	"joining_date" date,
	"end_date" date,
	"designation" text,
	"current_project" text,
	"reporting_manager" text NOT NULL,
	"ctc" numeric(14, 2),
	"laptop_detail" text,
	"contract" text,
	"contract_name" text,
	"current_address" text,
	"permanent_address" text,
	"general_note" text,
	"company_hr_ctc" numeric(14, 2),
	"company_hr_laptop_detail" text,
	"company_hr_contract" text,
	"company_hr_contract_name" text,
	"name_as_per_bank" text,
	"bank_name" text,
	"bank_address" text,
	"account_number" text,
	"ifsc_code" text,
	"swift_code" text,
	"pan_number" text,
	"aadhar_number" text,
	"applicant_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_leave_types" ADD CONSTRAINT "employee_leave_types_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_leave_types" ADD CONSTRAINT "employee_leave_types_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_contract_type_id_position_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."position_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_documents_employee_idx" ON "employee_documents" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_skills_skill_idx" ON "employee_skills" USING btree ("skill_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_uq" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_id_uq" ON "employees" USING btree (lower("employee_id")) WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_applicant_uq" ON "employees" USING btree ("applicant_id") WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employees_client_idx" ON "employees" USING btree ("client_id","id") WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);