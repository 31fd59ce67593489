DROP INDEX "leaves_employee_idx";--> statement-breakpoint
CREATE INDEX "leaves_type_idx" ON "leaves" USING btree ("leave_type_id","from_date");--> statement-breakpoint
CREATE INDEX "leaves_status_idx" ON "leaves" USING btree ("status","from_date");--> statement-breakpoint
CREATE INDEX "leaves_to_idx" ON "leaves" USING btree ("to_date");--> statement-breakpoint
CREATE INDEX "leaves_employee_idx" ON "leaves" USING btree ("employee_id","from_date","id");