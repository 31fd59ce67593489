CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "applicant_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"interview_status_id" integer NOT NULL,
	"comment" text NOT NULL,
	"interview_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" integer,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "applicant_skills" (
	"applicant_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "applicant_skills_applicant_id_skill_id_pk" PRIMARY KEY("applicant_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"linkedin" text,
	"phone" text,
	"applied_date" date,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"city_id" integer,
	"source_id" integer,
	"current_position" text,
	"current_company" text,
	"notice_period" text NOT NULL,
	"notice_period_days" integer,
	"joining_date" date,
	"current_ctc" numeric(20, 0),
	"expected_ctc" numeric(20, 0),
	"client_ctc" numeric(20, 0),
	"total_experience" numeric(5, 2) NOT NULL,
	"internal_hr_comments" text,
	"cv" text,
	"cv_name" text,
	"client_cv" text,
	"client_cv_name" text,
	"client_id" integer NOT NULL,
	"applying_position" integer NOT NULL,
	"current_interview_id" integer,
	"current_interview_status_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"contact_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "position_position_types" (
	"position_id" integer NOT NULL,
	"position_type_id" integer NOT NULL,
	CONSTRAINT "position_position_types_position_id_position_type_id_pk" PRIMARY KEY("position_id","position_type_id")
);
--> statement-breakpoint
CREATE TABLE "position_skills" (
	"position_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "position_skills_position_id_skill_id_pk" PRIMARY KEY("position_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"position" text NOT NULL,
	"min_experience" smallint NOT NULL,
	"min_experience_type" smallint NOT NULL,
	"min_experience_months" integer NOT NULL,
	"max_experience" smallint NOT NULL,
	"max_experience_type" smallint NOT NULL,
	"max_experience_months" integer NOT NULL,
	"status_id" integer NOT NULL,
	"no_of_position" integer NOT NULL,
	"max_salary" numeric(20, 0),
	"country_id" integer NOT NULL,
	"state_id" integer,
	"city_id" integer,
	"job_description" text,
	"job_description_original" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_interview_status_id_interview_statuses_id_fk" FOREIGN KEY ("interview_status_id") REFERENCES "public"."interview_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD CONSTRAINT "applicant_interviews_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_skills" ADD CONSTRAINT "applicant_skills_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_skills" ADD CONSTRAINT "applicant_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_source_id_applicant_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."applicant_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_applying_position_positions_id_fk" FOREIGN KEY ("applying_position") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_current_interview_status_id_interview_statuses_id_fk" FOREIGN KEY ("current_interview_status_id") REFERENCES "public"."interview_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_position_types" ADD CONSTRAINT "position_position_types_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_position_types" ADD CONSTRAINT "position_position_types_position_type_id_position_types_id_fk" FOREIGN KEY ("position_type_id") REFERENCES "public"."position_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_status_id_position_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."position_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_interviews_applicant_idx" ON "applicant_interviews" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "applicant_skills_skill_idx" ON "applicant_skills" USING btree ("skill_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applicants_client_idx" ON "applicants" USING btree ("client_id","id") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_position_idx" ON "applicants" USING btree ("applying_position") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_interview_status_idx" ON "applicants" USING btree ("current_interview_status_id") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_source_idx" ON "applicants" USING btree ("source_id") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_country_idx" ON "applicants" USING btree ("country_id") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_state_idx" ON "applicants" USING btree ("state_id") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_city_idx" ON "applicants" USING btree ("city_id") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_expected_ctc_idx" ON "applicants" USING btree ("expected_ctc") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_experience_idx" ON "applicants" USING btree ("total_experience") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_notice_idx" ON "applicants" USING btree ("notice_period_days") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_search_trgm_idx" ON "applicants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_contact_trgm_idx" ON "applicants" USING gin ("contact_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "position_position_types_type_idx" ON "position_position_types" USING btree ("position_type_id","position_id");--> statement-breakpoint
CREATE INDEX "position_skills_skill_idx" ON "position_skills" USING btree ("skill_id","position_id");--> statement-breakpoint
CREATE INDEX "positions_company_idx" ON "positions" USING btree ("company_id","id") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_status_idx" ON "positions" USING btree ("status_id") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_country_idx" ON "positions" USING btree ("country_id") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_state_idx" ON "positions" USING btree ("state_id") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_city_idx" ON "positions" USING btree ("city_id") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_salary_idx" ON "positions" USING btree ("max_salary") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_experience_idx" ON "positions" USING btree ("min_experience_months","max_experience_months") WHERE "positions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_position_trgm_idx" ON "positions" USING gin ("position" gin_trgm_ops);