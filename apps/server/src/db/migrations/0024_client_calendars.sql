CREATE TABLE "client_calendars" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"weekly_offs" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_calendars" ADD CONSTRAINT "client_calendars_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_holidays" ADD CONSTRAINT "client_holidays_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_holidays_client_date_uq" ON "client_holidays" USING btree ("client_id","date");