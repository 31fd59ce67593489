CREATE TABLE "holiday_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"holiday" text NOT NULL,
	"type" text DEFAULT 'optional' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_action_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"leave_id" integer NOT NULL,
	"approver_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"leave_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_action" text
);
--> statement-breakpoint
CREATE TABLE "leave_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"leave_id" integer NOT NULL,
	"rejected_by" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"total_days" numeric NOT NULL,
	"approver_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"leave_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"approved_by_email" text,
	"approved_at" timestamp with time zone,
	"rejected_by_email" text,
	"rejected_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_action_tokens" ADD CONSTRAINT "leave_action_tokens_leave_id_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_rejections" ADD CONSTRAINT "leave_rejections_leave_id_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_uq" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_action_tokens_hash_uq" ON "leave_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "leave_action_tokens_leave_idx" ON "leave_action_tokens" USING btree ("leave_id") WHERE "leave_action_tokens"."used_at" is null;--> statement-breakpoint
CREATE INDEX "leave_rejections_leave_idx" ON "leave_rejections" USING btree ("leave_id");--> statement-breakpoint
CREATE INDEX "leaves_employee_idx" ON "leaves" USING btree ("employee_id","from_date");--> statement-breakpoint
CREATE INDEX "leaves_from_idx" ON "leaves" USING btree ("from_date");