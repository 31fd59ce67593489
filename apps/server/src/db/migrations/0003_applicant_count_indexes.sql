DROP INDEX "applicants_expected_ctc_idx";--> statement-breakpoint
CREATE INDEX "applicants_client_status_idx" ON "applicants" USING btree ("client_id","current_interview_status_id","id") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_expected_ctc_idx" ON "applicants" USING btree ("expected_ctc","id") WHERE "applicants"."deleted_at" is null;