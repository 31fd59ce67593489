ALTER TABLE "employees" ALTER COLUMN "ctc" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "company_hr_ctc" SET DATA TYPE text;